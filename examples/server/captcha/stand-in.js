/*
 * The reference backend's bot-check stand-in: the enterprise v3 browser API
 * (grecaptcha.enterprise.ready and execute(siteKey, { action }) resolving to a token),
 * with tokens made and later verified by the backend (examples/server/captcha/).
 * Served as a file so a strict Content-Security-Policy allows it.
 */
(function () {
  var current = document.currentScript;
  var tokenUrl = new URL(current && current.src ? 'token' : '/captcha/token', current && current.src ? current.src : location.href).href;
  var enterprise = {
    ready: function (callback) {
      Promise.resolve().then(callback);
    },
    execute: function (siteKey, options) {
      return fetch(tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: options && options.action }),
      }).then(function (response) {
        if (!response.ok) throw new Error('bot check refused: ' + response.status);
        return response.json();
      }).then(function (body) {
        return body.token;
      });
    },
  };
  var root = (window.grecaptcha = window.grecaptcha || {});
  root.enterprise = enterprise;
})();
