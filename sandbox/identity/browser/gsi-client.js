/*
 * Stand-in for the Google Identity Services client (accounts.google.com/gsi/client): the same
 * google.accounts.id surface, with the sandbox's account chooser in a popup instead of One Tap.
 */
/* global window, document, location, localStorage, console, setInterval, clearInterval, setTimeout, URL */
(function () {
  'use strict';
  var base = new URL('.', document.currentScript.src).href;
  var config = null;
  var popup = null;
  var watch = null;
  var listener = null;

  function moment(type, reason) {
    return {
      getMomentType: function () {
        return type;
      },
      isDisplayMoment: function () {
        return type === 'display';
      },
      isDisplayed: function () {
        return type === 'display' && !reason;
      },
      isNotDisplayed: function () {
        return type === 'display' && !!reason;
      },
      getNotDisplayedReason: function () {
        return type === 'display' ? reason : undefined;
      },
      isSkippedMoment: function () {
        return type === 'skipped';
      },
      getSkippedReason: function () {
        return type === 'skipped' ? reason : undefined;
      },
      isDismissedMoment: function () {
        return type === 'dismissed';
      },
      getDismissedReason: function () {
        return type === 'dismissed' ? reason : undefined;
      },
    };
  }
  function notify(notification) {
    if (listener) listener(notification);
  }
  function finish() {
    clearInterval(watch);
    window.removeEventListener('message', onMessage);
    popup = null;
  }
  function onMessage(event) {
    var data = event.data;
    if (event.origin !== location.origin || event.source !== popup || !data || data.source !== 'sandbox-gsi') return;
    finish();
    if (data.type !== 'credential') return notify(moment('skipped', 'user_cancel'));
    notify(moment('dismissed', 'credential_returned'));
    if (config.callback)
      config.callback({ credential: data.credential, select_by: data.select_by, clientId: config.client_id });
  }
  function open(selectBy) {
    if (!config || !config.client_id) {
      console.warn('[GSI_LOGGER]: google.accounts.id.initialize() must be called with a client_id first.');
      return notify(moment('display', 'missing_client_id'));
    }
    if (popup && !popup.closed) return popup.focus();
    var url = new URL('chooser', base);
    url.searchParams.set('client_id', config.client_id);
    url.searchParams.set('select_by', selectBy);
    if (config.nonce) url.searchParams.set('nonce', config.nonce);
    if (document.documentElement.lang) url.searchParams.set('hl', document.documentElement.lang);
    popup = window.open(url.href, 'sandbox-gsi', 'popup,width=480,height=680');
    if (!popup) return notify(moment('display', 'unknown_reason'));
    notify(moment('display'));
    window.addEventListener('message', onMessage);
    var opened = popup;
    watch = setInterval(function () {
      if (!opened.closed) return;
      clearInterval(watch);
      // A result posted just before the popup closed is still on its way: give it a moment.
      setTimeout(function () {
        if (popup !== opened) return;
        finish();
        notify(moment('skipped', 'user_cancel'));
      }, 500);
    }, 250);
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      config = Object.assign({}, options);
    },
    prompt: function (momentListener) {
      listener = momentListener || null;
      open('user');
    },
    renderButton: function (parent, options) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = options && options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      button.addEventListener('click', function () {
        listener = null;
        open('btn');
      });
      parent.replaceChildren(button);
    },
    disableAutoSelect: function () {
      try {
        localStorage.setItem('sandbox-gsi.auto-select', 'off');
      } catch (error) {
        console.warn('[GSI_LOGGER]: could not store the auto-select state', error);
      }
    },
    cancel: function () {
      if (popup) popup.close();
      finish();
    },
    storeCredential: function () {},
    revoke: function (_hint, done) {
      if (done) done({ successful: true });
    },
  };
})();
