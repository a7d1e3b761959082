// Sets the colour scheme before the app renders, so a dark-scheme visitor sees no white flash.
// A file rather than an inline script: the Content-Security-Policy allows only our own scripts.
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (_) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
