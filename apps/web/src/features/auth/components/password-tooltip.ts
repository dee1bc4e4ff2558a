// Loaded on demand by PasswordInput: Blueprint's Tooltip brings its popover and positioning code
// (floating-ui, ~15 KiB on the wire), which the sign-in page does not need until someone reaches
// the password field. The signed-in app shares the same chunk, so it is no extra download.
export { Tooltip } from '@blueprintjs/core';
