// Sets the colour scheme before the app renders, so a dark-scheme visitor sees no white flash.
// A file rather than an inline script: the Content-Security-Policy allows only our own scripts.
(() => {
  const root = document.documentElement;
  const system = () =>
    window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  let scheme = 'light';
  try {
    const stored = window.localStorage.getItem('mantine-color-scheme-value');
    scheme = stored === 'light' || stored === 'dark' ? stored : system();
  } catch {
    scheme = system();
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
})();
