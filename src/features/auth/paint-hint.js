// Inlined just before the header's account links (HeaderAccount.astro), so it runs before they are parsed and a
// signed-in visitor never sees the Login link flash: it marks <html data-auth="in"> and sets --avatar from
// localStorage, and CSS does the rest.
// Plain, dependency-free JavaScript because it runs before any module. It repeats the rules of keys.ts, user.ts
// (the hint's shape) and avatar.ts (this device's picture, then photoURL, then the CSS default);
// tests/unit/auth-paint.test.ts runs it against those modules.
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage disabled: show the signed-out header.
      return null;
    }
  }
  function webAddress(value) {
    try {
      var url = new URL(value);
      // The parser percent-encodes quotes; backslashes are the one character left that a CSS string treats specially.
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\\/g, '%5C') : null;
    } catch {
      return null;
    }
  }
  function paint() {
    var hint;
    try {
      hint = JSON.parse(read('auth-hint') || 'null');
    } catch {
      // Corrupt: signed out.
      hint = null;
    }
    var valid =
      hint !== null &&
      typeof hint === 'object' &&
      typeof hint.uid === 'string' &&
      hint.uid.length > 0 &&
      hint.uid.length <= 128 &&
      ['displayName', 'email', 'photoURL'].every(function (key) {
        return hint[key] === null || typeof hint[key] === 'string';
      });
    if (!valid) {
      root.removeAttribute('data-auth');
      root.style.removeProperty('--avatar');
      return;
    }
    root.setAttribute('data-auth', 'in');
    var local = read('profile-avatar');
    var src =
      local && local.length <= 1500000 && /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/.test(local)
        ? local
        : typeof hint.photoURL === 'string'
          ? webAddress(hint.photoURL)
          : null;
    if (src) root.style.setProperty('--avatar', 'url("' + src + '")');
    else root.style.removeProperty('--avatar');
  }
  paint();
  // Another tab signed in or out, or this tab's store changed the hint or the picture (store.ts).
  addEventListener('storage', function (event) {
    if (event.key === null || event.key === 'auth-hint' || event.key === 'profile-avatar') paint();
  });
  addEventListener('auth-hint', paint);
})();
