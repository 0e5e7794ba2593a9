/* eslint-disable -- a stand-in for Google's gapi loader in offline browser tests, kept in its original ES5 style */
// Minimal offline stand-in for https://apis.google.com/js/api.js, implementing only the
// gapi.iframes subset used by the Firebase Auth JS SDK (parent page) and by the Auth
// Emulator helper iframe (/emulator/auth/iframe). Served only in tests via Playwright routing.
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiShim';
  var FILTER = function () {
    return true;
  };

  function Channel(target) {
    this.target = target; // Window on the other side
    this.handlers = {}; // type -> fn(data) => response
    this.pending = {}; // id -> callback(responses)
    this.queued = []; // requests received before a handler was registered
    this.seq = 0;
    var self = this;
    window.addEventListener('message', function (e) {
      var m = e.data;
      if (!m || m[TAG] !== true || e.source !== self.target) return;
      if (m.kind === 'req') self._onRequest(m);
      else if (m.kind === 'res' && self.pending[m.id]) {
        var cb = self.pending[m.id];
        delete self.pending[m.id];
        // Like real gapi, swallow callback errors (the SDK's webStorageSupport callback always throws).
        try {
          cb(m.responses);
        } catch (err) {
          /* ignored */
        }
      }
    });
  }
  Channel.prototype._post = function (m) {
    m[TAG] = true;
    this.target.postMessage(m, '*');
  };
  Channel.prototype._onRequest = function (m) {
    if (m.type === '__ping') return this._post({ kind: 'res', id: m.id, responses: [true] });
    var h = this.handlers[m.type];
    if (!h) {
      this.queued.push(m);
      return;
    }
    var self = this;
    Promise.resolve(h(m.data)).then(function (r) {
      self._post({ kind: 'res', id: m.id, responses: [r] });
    });
  };
  Channel.prototype.register = function (type, fn) {
    this.handlers[type] = fn;
    var q = this.queued;
    this.queued = [];
    for (var i = 0; i < q.length; i++) this._onRequest(q[i]);
  };
  Channel.prototype.send = function (type, data, cb) {
    var id = String(++this.seq) + ':' + Math.random();
    if (cb) this.pending[id] = cb;
    this._post({ kind: 'req', id: id, type: type, data: data });
  };
  // Resolve once the other side answers; retries because its shim may not be loaded yet.
  Channel.prototype.ping = function (cb) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      function attempt() {
        if (done) return;
        self.send('__ping', null, function (r) {
          if (done) return;
          done = true;
          if (cb) cb(r);
          resolve(r);
        });
        setTimeout(attempt, 100);
      }
      attempt();
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve([]);
  };

  var parentChannel = null;
  var context = {
    open: function (opts, onOpen) {
      var el = document.createElement('iframe');
      var attrs = opts.attributes || {};
      Object.keys(attrs).forEach(function (k) {
        if (k === 'style') Object.assign(el.style, attrs.style);
        else el.setAttribute(k, attrs[k]);
      });
      el.src = opts.url;
      (opts.where || document.body).appendChild(el);
      var ch = new Channel(el.contentWindow);
      return Promise.resolve(onOpen ? onOpen(ch) : undefined).then(function () {
        return ch;
      });
    },
    getParentIframe: function () {
      if (!parentChannel) parentChannel = new Channel(window.parent);
      return parentChannel;
    },
  };

  window.gapi = {
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: Channel,
    },
    load: function (name, opts) {
      var cb = typeof opts === 'function' ? opts : opts && opts.callback;
      setTimeout(function () {
        cb && cb();
      }, 0);
    },
  };

  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
