/*
 * Stand-in for the reCAPTCHA v3 client (www.google.com/recaptcha/api.js?render=SITE_KEY):
 * grecaptcha.ready and grecaptcha.execute, with tokens issued by the sandbox.
 */
/* global window, document, fetch, setTimeout, URL */
(function () {
  'use strict';
  var src = new URL(document.currentScript.src);
  var base = new URL('.', src).href;
  var rendered = src.searchParams.get('render');
  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback);
    },
    execute: function (siteKey, options) {
      if (siteKey !== rendered)
        return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + siteKey));
      return fetch(base + 'token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: options && options.action }),
      })
        .then(function (response) {
          if (!response.ok) throw new Error('reCAPTCHA stand-in answered ' + response.status);
          return response.json();
        })
        .then(function (body) {
          return body.token;
        });
    },
  };
})();
