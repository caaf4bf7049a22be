/*
 * Stand-in for the Facebook JavaScript SDK (connect.facebook.net/…/sdk.js): FB.init, getLoginStatus,
 * login (a consent popup served by the sandbox), api('/me') and logout. The login lasts for the tab.
 */
/* global window, document, location, sessionStorage, fetch, console, setInterval, clearInterval, setTimeout, URL */
(function () {
  'use strict';
  var base = new URL('.', document.currentScript.src).href;
  var appId = null;
  var auth = null;
  var popup = null;

  function storageKey() {
    return 'sandbox-fb.auth.' + appId;
  }
  function restore() {
    try {
      auth = JSON.parse(sessionStorage.getItem(storageKey()) || 'null');
    } catch {
      auth = null;
    }
    if (auth && auth.expiresAt <= Date.now()) save(null);
  }
  function save(value) {
    auth = value;
    try {
      if (value) sessionStorage.setItem(storageKey(), JSON.stringify(value));
      else sessionStorage.removeItem(storageKey());
    } catch (error) {
      console.warn('FB (sandbox): could not keep the login for this tab', error);
    }
  }
  function status() {
    if (!auth) return { status: 'unknown', authResponse: null };
    var expiresIn = Math.max(0, Math.floor((auth.expiresAt - Date.now()) / 1000));
    return {
      status: 'connected',
      authResponse: {
        accessToken: auth.accessToken,
        userID: auth.userID,
        expiresIn: expiresIn,
        grantedScopes: auth.grantedScopes,
        graphDomain: 'facebook',
        data_access_expiration_time: Math.floor(auth.expiresAt / 1000),
      },
    };
  }
  function later(callback, value) {
    if (callback)
      setTimeout(function () {
        callback(value);
      });
  }

  function login(callback, options) {
    if (!appId) return console.error('FB.login() called before FB.init().');
    if (auth) return later(callback, status());
    if (popup && !popup.closed) return popup.focus();
    var url = new URL('dialog', base);
    url.searchParams.set('app_id', appId);
    url.searchParams.set('scope', (options && options.scope) || 'public_profile');
    if (document.documentElement.lang) url.searchParams.set('locale', document.documentElement.lang);
    popup = window.open(url.href, 'sandbox-fb', 'popup,width=480,height=680');
    if (!popup) return later(callback, { status: 'unknown', authResponse: null });
    var opened = popup;
    var watch;
    function done(result) {
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
      popup = null;
      later(callback, result);
    }
    function onMessage(event) {
      var data = event.data;
      if (event.origin !== location.origin || event.source !== opened || !data || data.source !== 'sandbox-fb') return;
      if (data.type === 'auth') save(data.auth);
      done(data.type === 'auth' ? status() : { status: 'unknown', authResponse: null });
    }
    window.addEventListener('message', onMessage);
    watch = setInterval(function () {
      if (!opened.closed) return;
      clearInterval(watch);
      setTimeout(function () {
        if (popup === opened) done({ status: 'unknown', authResponse: null });
      }, 500);
    }, 250);
  }

  function api(path, a, b, c) {
    var params = typeof a === 'object' ? a : typeof b === 'object' ? b : {};
    var callback = [a, b, c].find(function (arg) {
      return typeof arg === 'function';
    });
    if (!auth)
      return later(callback, {
        error: { message: 'An active access token must be used.', type: 'OAuthException', code: 2500 },
      });
    var url = new URL('graph' + path, base);
    Object.keys(params).forEach(function (name) {
      url.searchParams.set(name, params[name]);
    });
    url.searchParams.set('access_token', auth.accessToken);
    fetch(url.href, { credentials: 'omit' })
      .then(function (response) {
        return response.json();
      })
      .then(callback, function () {
        later(callback, { error: { message: 'Network error', type: 'OAuthException', code: 1 } });
      });
  }

  window.FB = {
    init: function (options) {
      appId = String(options.appId);
      restore();
    },
    getLoginStatus: function (callback) {
      later(callback, status());
    },
    getAuthResponse: function () {
      return status().authResponse;
    },
    login: login,
    api: api,
    logout: function (callback) {
      save(null);
      later(callback, status());
    },
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit);
})();
