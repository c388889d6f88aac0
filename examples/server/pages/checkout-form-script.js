// The checkout form, enhanced (served by examples/server/pages/checkout-form.ts): posted in the page so a
// refused, failed or slow answer shows its message above the form and keeps what the shopper
// typed. Without this script the form still posts as a plain form. No inline script: CSP.
(function () {
  var form = document.querySelector('form.checkout-form');
  if (!form || !window.fetch || !window.AbortController) return;
  /** The SDK's client timeout (src/api): past it the shopper is told, and may submit again. */
  var TIMEOUT_MS = 10000;
  var TEXT = {
    generic: "Une erreur s'est produite",
    tryAgainSoon: 'Veuillez réessayer dans quelques secondes.',
    connection: 'Connexion impossible. Veuillez réessayer',
  };
  var alertBox = function () {
    var box = document.querySelector('.checkout-error');
    if (!box) {
      box = document.createElement('p');
      box.className = 'checkout-error';
      box.setAttribute('role', 'alert');
      form.parentNode.insertBefore(box, form);
    }
    return box;
  };
  var say = function (message) {
    alertBox().textContent = message;
  };
  var ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  /** The message a re-rendered checkout page carries (its error or its block), as text. */
  var pageMessage = function (html) {
    var found = /<p class="checkout-(?:error|blocked)(?: [^"]*)?" role="alert">([^<]*)<\/p>/.exec(html);
    return found ? found[1].replace(/&(?:amp|lt|gt|quot|#39);/g, function (e) { return ENTITIES[e]; }) : '';
  };
  var failure = function (res) {
    var type = res.headers.get('Content-Type') || '';
    return res.text().then(function (body) {
      if (res.status === 429) return TEXT.tryAgainSoon; // docs/behaviour.md §8, whatever the body
      if (type.indexOf('application/json') === 0) {
        try {
          var json = JSON.parse(body);
          if (json && typeof json.message === 'string' && json.message) return json.message;
        } catch (e) {
          /* not JSON after all: the status's words below */
        }
      }
      showFieldErrors(body);
      return pageMessage(body) || TEXT.generic;
    });
  };
  /** A re-rendered page's field errors, shown at this form's fields: aria-invalid, the message under the field. */
  var showFieldErrors = function (html) {
    if (!window.DOMParser) return;
    var doc = new DOMParser().parseFromString(html, 'text/html');
    form.querySelectorAll('.sf-field__error').forEach(function (p) { p.remove(); });
    form.querySelectorAll('[aria-invalid]').forEach(function (input) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    });
    doc.querySelectorAll('form.checkout-form [aria-invalid="true"]').forEach(function (theirs) {
      var mine = theirs.id ? form.querySelector('#' + theirs.id) : null;
      var message = doc.getElementById(theirs.getAttribute('aria-describedby') || '');
      if (!mine || !message) return;
      mine.setAttribute('aria-invalid', 'true');
      mine.setAttribute('aria-describedby', message.id);
      var p = document.createElement('p');
      p.className = 'sf-field__error';
      p.id = message.id;
      p.textContent = message.textContent;
      mine.insertAdjacentElement('afterend', p);
    });
  };
  var busy = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return; // a double click posts once
    busy = true;
    var button = form.querySelector('[type="submit"]');
    if (button) button.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, TIMEOUT_MS);
    var done = function () {
      clearTimeout(timer);
      busy = false;
      if (button) button.removeAttribute('aria-disabled');
      form.removeAttribute('aria-busy');
    };
    fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(function (res) {
        // placed (or placed before): the confirmation page the post was redirected to
        if (res.ok && res.redirected && res.url.indexOf('/commerce/order-confirmed/') !== -1) {
          clearTimeout(timer);
          window.location.assign(res.url);
          return;
        }
        return failure(res).then(function (message) {
          say(message);
          done();
        });
      })
      .catch(function () {
        say(TEXT.connection);
        done();
      });
  });
})();
