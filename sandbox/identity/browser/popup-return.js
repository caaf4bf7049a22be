/* The stand-in popups' last page: hands the result to the portal window that opened it, then closes. */
/* global window, document */
(function () {
  'use strict';
  var meta = document.querySelector('meta[name="sandbox-popup-result"]');
  if (!meta) return;
  var result = JSON.parse(meta.getAttribute('content') || 'null');
  if (window.opener) window.opener.postMessage(result, window.location.origin);
  window.close();
})();
