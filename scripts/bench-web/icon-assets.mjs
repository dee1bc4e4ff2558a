// Blueprint's icon fonts and icon path chunks. With named icon components none of them is
// built or loaded; the web bench lists any that is, and the browser tests fail on one.
export const isIconAsset = (url) =>
  /\/assets\/(allPaths|splitPaths|\w*[pP]aths-|blueprint-icons)/.test(url);
