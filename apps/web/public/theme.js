// Puts the stored theme on the page before its first paint, so a light-theme user never sees
// the dark default (or the pre-rendered sign-in card) flash. A file, not inline: the page's
// Content-Security-Policy allows no inline script. The key and values are the app's own
// (STORAGE_KEYS.theme, ThemeMode); features/theme/apply-theme.ts takes over once the app runs.
try {
  if ((localStorage.getItem('theme') || sessionStorage.getItem('theme')) === 'light') {
    document.body.classList.remove('bp6-dark');
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
  }
} catch {
  // Storage disabled: the default theme stays.
}
