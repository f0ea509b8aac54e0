/* Mafia Desktop: a player's phone (issue 49). Plain ES5, no framework, no secure context.
 * The envelope of docs/phones.md: nacl.secretbox under the pairing's key; the nonce is the
 * direction (1 byte), the counter (8 bytes, big-endian) and 15 random bytes; the plaintext is one
 * JSON object in UTF-8, the byte 0x80, then zero bytes up to PLAIN_SIZE. */
(function () {
  "use strict";

  var PLAIN_SIZE = 8192;
  var ENVELOPE_SIZE = 24 + 16 + PLAIN_SIZE; /* nonce, MAC, padded plaintext */
  var TO_PHONE = 0x01;
  var TO_LAPTOP = 0x02;
  var TWO_32 = 4294967296;
  var MAX_COUNTER = 9007199254740991; /* 2^53 - 1: the counters stay exact in a JS number */

  /* ---- bytes ---- */

  function utf8Encode(text) {
    if (typeof TextEncoder !== "undefined") {
      return new TextEncoder().encode(text);
    }
    var binary = unescape(encodeURIComponent(text));
    var out = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) {
      out[i] = binary.charCodeAt(i);
    }
    return out;
  }

  function utf8Decode(bytes) {
    /* Throws on bytes that are not UTF-8. */
    if (typeof TextDecoder !== "undefined") {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    var binary = "";
    for (var i = 0; i < bytes.length; i++) {
      binary += String.fromCharCode(bytes[i]);
    }
    return decodeURIComponent(escape(binary));
  }

  function base64urlDecode(text) {
    /* base64url without padding; null if it is anything else. */
    if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
      return null;
    }
    var b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (b64.length % 4) {
      b64 += "=";
    }
    var binary;
    try {
      binary = atob(b64);
    } catch (e) {
      return null;
    }
    var out = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) {
      out[i] = binary.charCodeAt(i);
    }
    return out;
  }

  function base64urlEncode(bytes) {
    var binary = "";
    for (var i = 0; i < bytes.length; i++) {
      binary += String.fromCharCode(bytes[i]);
    }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  /* ---- the envelope ---- */

  function seal(key, direction, counter, message, random15) {
    /* The envelope (a Uint8Array of ENVELOPE_SIZE bytes) for one message; throws when the message
     * does not fit. random15: only for the test vectors; otherwise nacl.randomBytes. */
    if (counter < 1 || counter > MAX_COUNTER || Math.floor(counter) !== counter) {
      throw new Error("bad counter");
    }
    var body = utf8Encode(JSON.stringify(message));
    if (body.length + 1 > PLAIN_SIZE) {
      throw new Error("message too long");
    }
    var plain = new Uint8Array(PLAIN_SIZE); /* zeros */
    plain.set(body, 0);
    plain[body.length] = 0x80;
    var nonce = new Uint8Array(24);
    nonce[0] = direction;
    var high = Math.floor(counter / TWO_32);
    var low = counter % TWO_32;
    for (var i = 0; i < 4; i++) {
      nonce[1 + i] = (high >>> (24 - 8 * i)) & 0xff;
      nonce[5 + i] = (low >>> (24 - 8 * i)) & 0xff;
    }
    nonce.set(random15 || nacl.randomBytes(15), 9);
    var box = nacl.secretbox(plain, nonce, key);
    var out = new Uint8Array(ENVELOPE_SIZE);
    out.set(nonce, 0);
    out.set(box, 24);
    return out;
  }

  function open(key, direction, lastCounter, envelope) {
    /* {counter, message} for an envelope from the other side whose counter is above lastCounter,
     * or {refused: reason}; nothing here changes any state. */
    if (!envelope || envelope.length !== ENVELOPE_SIZE) {
      return { refused: "size" };
    }
    if (envelope[0] !== direction) {
      return { refused: "direction" };
    }
    var high = 0;
    var low = 0;
    for (var i = 0; i < 4; i++) {
      high = high * 256 + envelope[1 + i];
      low = low * 256 + envelope[5 + i];
    }
    if (high >= 0x200000) {
      return { refused: "counter" }; /* beyond 2^53: no laptop gets there */
    }
    var counter = high * TWO_32 + low;
    if (counter <= lastCounter) {
      return { refused: "replay" };
    }
    var plain = nacl.secretbox.open(envelope.subarray(24), envelope.subarray(0, 24), key);
    if (!plain || plain.length !== PLAIN_SIZE) {
      return { refused: "forged" };
    }
    var end = PLAIN_SIZE - 1;
    while (end >= 0 && plain[end] === 0) {
      end--;
    }
    if (end < 0 || plain[end] !== 0x80) {
      return { refused: "padding" };
    }
    var message;
    try {
      message = JSON.parse(utf8Decode(plain.subarray(0, end)));
    } catch (e) {
      return { refused: "json" };
    }
    if (message === null || typeof message !== "object" || Object.prototype.toString.call(message) !== "[object Object]") {
      return { refused: "json" };
    }
    return { counter: counter, message: message };
  }

  /* For the tests, which check this side against the laptop's test vectors: pure functions only
   * (no key, no state of this page is reachable through them). */
  window.MafiaPhoneEnvelope = {
    PLAIN_SIZE: PLAIN_SIZE,
    seal: seal,
    open: open,
    base64urlDecode: base64urlDecode,
    base64urlEncode: base64urlEncode
  };

  /* ---- the page: what the laptop sends is a whole screen (docs/phones.md, "The phone's screen") ---- */

  var HOLD_MAX = 10000; /* ms: a secret held longer than this hides by itself */
  var MAX_IN_FLIGHT = 2; /* the waiting poll, and an act that must not wait for it */
  var OWN_WORDS = {
    en: {
      connecting: "Connecting to the laptop…",
      offline: "No connection to the laptop: trying again…",
      nolink: "This is not a pairing link.",
      nokey: "This link has no key: scan the code on the laptop again.",
      noscript: "The page did not load completely: scan the code on the laptop again.",
      hidden: "Hidden. Lift your finger and hold again.",
      retired: "This phone is no longer in the game."
    },
    ru: {
      connecting: "Подключаемся к ноутбуку…",
      offline: "Нет связи с ноутбуком: пробуем снова…",
      nolink: "Это не ссылка для подключения телефона.",
      nokey: "В ссылке нет ключа: отсканируйте код на ноутбуке ещё раз.",
      noscript: "Страница загрузилась не полностью: отсканируйте код на ноутбуке ещё раз.",
      hidden: "Скрыто. Отпустите палец и удерживайте снова.",
      retired: "Этот телефон больше не в игре."
    }
  };
  var ownLanguage = /^ru\b/i.test(navigator.language || "") ? "ru" : "en";

  function $(id) {
    return document.getElementById(id);
  }
  var root = document.documentElement;
  var body = document.body;
  var statusLine = $("status");
  var titleLine = $("title");
  var lineBox = $("line");
  var circle = $("circle");
  var ring = $("ring");
  var center = $("center");
  var holdBox = $("hold");
  var buttonRow = $("buttons");
  var countRow = $("count");
  var fill = $("fill");
  var secs = $("secs");
  var tableList = $("table");

  var screen = null; /* the screen shown */
  var shownV = 0; /* its v */
  var arrived = 0; /* when it arrived (ms) */
  var online = null; /* null: not heard from yet; true; false: the last request failed */
  var stopped = false; /* retired, or nothing to talk to: no more requests */
  var holding = false; /* a finger (or the mouse, or a key) holds the target */
  var expired = false; /* ... for longer than HOLD_MAX: the secret hid */
  var holdTimer = null;
  var countTimer = null;

  function text(value) {
    return typeof value === "string" ? value : "";
  }

  function list(value) {
    return Object.prototype.toString.call(value) === "[object Array]" ? value : [];
  }

  function word(name) {
    var words = screen && screen.words;
    if (words && typeof words[name] === "string") {
      return words[name];
    }
    return OWN_WORDS[ownLanguage][name];
  }

  function put(element, value) {
    /* Plain text, never markup; an element with nothing to say takes no room. */
    element.textContent = value;
    element.hidden = value === "";
  }

  function make(tag, className, value) {
    var element = document.createElement(tag);
    if (className) {
      element.className = className;
    }
    if (value !== undefined) {
      element.textContent = value;
    }
    return element;
  }

  function bump(name) {
    /* Counts for the tests (data-received, data-refused, data-sent); no content. */
    body.setAttribute("data-" + name, String(Number(body.getAttribute("data-" + name) || "0") + 1));
  }

  function setState(state) {
    body.setAttribute("data-state", state);
  }

  function showStatus() {
    var value = "";
    if (stopped && !screen) {
      return; /* a reason of its own is shown */
    }
    if (online !== true && !stopped) {
      value = online === false ? word("offline") : word("connecting");
    }
    put(statusLine, value);
    statusLine.className = online === false && value ? "offline" : "";
  }

  function stop(reason) {
    stopped = true;
    setState("error");
    put(statusLine, word(reason));
  }

  /* -- the hold target: the secret is in the page only while it is held -- */

  function showHold() {
    if (!screen || !text(screen.hold)) {
      holdBox.hidden = true;
      return;
    }
    holdBox.hidden = false;
    var open = holding && !expired && !stopped;
    holdBox.className = open ? "held" : "";
    holdBox.textContent = open ? text(screen.secret) : expired && holding ? word("hidden") : text(screen.hold);
  }

  function holdStart(event) {
    if (holding || stopped || !screen || !text(screen.hold)) {
      return;
    }
    if (event.pointerId !== undefined && holdBox.setPointerCapture) {
      try {
        holdBox.setPointerCapture(event.pointerId);
      } catch (e) {
        /* the pointer is gone already */
      }
    }
    if (event.cancelable) {
      event.preventDefault();
    }
    holding = true;
    expired = false;
    holdTimer = window.setTimeout(function () {
      expired = true;
      showHold();
    }, HOLD_MAX);
    showHold();
    act({ t: "held", v: shownV });
  }

  function holdEnd() {
    if (holdTimer !== null) {
      window.clearTimeout(holdTimer);
      holdTimer = null;
    }
    holding = false;
    expired = false;
    showHold();
  }

  if (window.PointerEvent) {
    holdBox.addEventListener("pointerdown", function (event) {
      if (event.isPrimary && (event.pointerType !== "mouse" || event.button === 0)) {
        holdStart(event);
      }
    });
    holdBox.addEventListener("pointerup", holdEnd);
    holdBox.addEventListener("pointercancel", holdEnd);
    holdBox.addEventListener("lostpointercapture", holdEnd);
  } else {
    holdBox.addEventListener("touchstart", holdStart);
    holdBox.addEventListener("touchend", holdEnd);
    holdBox.addEventListener("touchcancel", holdEnd);
    holdBox.addEventListener("mousedown", holdStart);
    document.addEventListener("mouseup", holdEnd);
  }
  holdBox.addEventListener("keydown", function (event) {
    if ((event.key === " " || event.key === "Enter") && !event.repeat) {
      holdStart(event);
    }
  });
  holdBox.addEventListener("keyup", holdEnd);
  holdBox.addEventListener("contextmenu", function (event) {
    event.preventDefault();
  });
  document.addEventListener("visibilitychange", holdEnd);
  window.addEventListener("pagehide", holdEnd);
  window.addEventListener("blur", holdEnd);

  /* -- the screen -- */

  function leftMs() {
    var left = screen && typeof screen.left === "number" ? screen.left * 1000 : 0;
    return Math.max(0, left - (Date.now() - arrived));
  }

  function showCount() {
    var buttons = buttonRow.childNodes;
    var left = leftMs();
    var ready = left <= 0 && online === true && !stopped;
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].disabled = !ready;
    }
    var min = screen && typeof screen.min === "number" && screen.min > 0 ? screen.min * 1000 : 0;
    fill.style.width = (min ? Math.min(100, Math.max(0, (100 * (min - left)) / min)) : 100) + "%";
    secs.textContent = left > 0 ? String(Math.ceil(left / 1000)) : "";
    if (countTimer !== null) {
      window.clearTimeout(countTimer);
      countTimer = null;
    }
    if (left > 0 && !stopped) {
      countTimer = window.setTimeout(showCount, Math.min(250, left));
    }
  }

  function showSeats() {
    /* The seats, each button kept from one screen to the next (only what it says changes): a
       finger down on one while another phone's act brings a new screen still taps it. */
    var seats = list(screen.seats);
    var picker = screen.picker === true;
    var picked = text(screen.picked);
    var made = [];
    for (var node = center.nextSibling; node; node = node.nextSibling) {
      made.push(node);
    }
    if (made.length !== seats.length) {
      while (circle.lastChild !== center) {
        circle.removeChild(circle.lastChild);
      }
      made = [];
      for (var k = 0; k < seats.length; k++) {
        var seatButton = make("button", "seat");
        seatButton.type = "button";
        seatButton.appendChild(make("span", "dot"));
        seatButton.appendChild(make("span", "name"));
        seatButton.onclick = tapSeat;
        circle.appendChild(seatButton);
        made.push(seatButton);
      }
    }
    circle.hidden = seats.length === 0;
    center.textContent = picked;
    for (var i = 0; i < seats.length; i++) {
      var seat = list(seats[i]);
      var name = text(seat[1]);
      var alive = seat[2] === 1 || seat[2] === true;
      var button = made[i];
      button.className = "seat" + (alive ? "" : " dead") + (picked && name === picked ? " picked" : "");
      button.disabled = !(picker && alive && online === true && !stopped);
      say(button.firstChild, String(seat[0]));
      say(button.lastChild, name);
      button.setAttribute("data-name", name);
    }
  }

  function say(element, value) {
    /* Plain text, put only when it changed (the element and its text stay what a finger is on). */
    if (element.textContent !== value) {
      element.textContent = value;
    }
  }

  function showButtons(buttons) {
    /* The buttons, kept from one screen to the next while they are the same keys in the same
       order (a finger down on one while another phone's act brings a new screen still presses
       it), made again when they change. */
    var same = buttonRow.childNodes.length === buttons.length;
    for (var i = 0; same && i < buttons.length; i++) {
      same = buttonRow.childNodes[i].getAttribute("data-key") === text(list(buttons[i])[0]);
    }
    if (!same) {
      buttonRow.textContent = "";
      for (i = 0; i < buttons.length; i++) {
        var button = make("button", "");
        button.type = "button";
        button.setAttribute("data-key", text(list(buttons[i])[0]));
        button.onclick = press;
        buttonRow.appendChild(button);
      }
    }
    for (i = 0; i < buttons.length; i++) {
      say(buttonRow.childNodes[i], text(list(buttons[i])[1]));
    }
  }

  function tapSeat() {
    var name = this.getAttribute("data-name");
    for (var i = 0; i < circle.childNodes.length; i++) {
      var node = circle.childNodes[i];
      if (node.className.indexOf("seat") === 0) {
        node.className = node.className.replace(/ tapped/, "") + (node === this ? " tapped" : "");
      }
    }
    act({ t: "tap", name: name, v: shownV });
  }

  function layout() {
    /* The circle takes the height the rest leaves (a square between 200 px and 480 px); the seats
     * round it clockwise from the top, seat 1 first, each name under its seat as wide as it can be
     * without running into a neighbour. */
    if (circle.hidden) {
      return;
    }
    var seats = circle.getElementsByTagName("button");
    var app = $("app");
    var room = window.innerHeight - (app.offsetHeight - circle.offsetHeight);
    var size = Math.floor(Math.max(200, Math.min(app.clientWidth - 32, room, 480)));
    circle.style.width = circle.style.height = size + "px";
    var n = seats.length;
    var spacing = (2 * Math.PI * (size / 2 - 30)) / Math.max(n, 3);
    var dot = Math.floor(Math.max(22, Math.min(54, spacing * 0.66)));
    var names = spacing >= 44;
    var line = 16; /* a name's height */
    var radius = size / 2 - dot / 2 - (names ? line : 2);
    var r = dot / 2;
    ring.style.left = ring.style.top = size / 2 - radius + "px";
    ring.style.width = ring.style.height = 2 * radius + "px";
    var xs = [];
    var ys = [];
    for (var i = 0; i < n; i++) {
      xs.push(size / 2 + radius * Math.sin((2 * Math.PI * i) / n));
      ys.push(size / 2 - radius * Math.cos((2 * Math.PI * i) / n));
    }
    for (i = 0; i < n; i++) {
      var seat = seats[i];
      seat.style.width = seat.style.height = dot + "px";
      seat.style.left = Math.round(xs[i] - r) + "px";
      seat.style.top = Math.round(ys[i] - r) + "px";
      seat.firstChild.style.fontSize = Math.round(Math.max(11, Math.min(18, dot * 0.4))) + "px";
      var label = seat.lastChild;
      var left = xs[i]; /* room for the name on each side of the seat's centre */
      var right = size - xs[i];
      var middle = ys[i] + r + line / 2;
      for (var j = 0; j < n; j++) {
        var dx = xs[j] - xs[i];
        var limit = Infinity;
        var dy = Math.max(0, Math.abs(ys[j] - middle) - 6); /* from its centre to the name's letters */
        if (j !== i && dy < r) {
          limit = Math.abs(dx) - Math.sqrt(r * r - dy * dy) - 2; /* its seat */
        }
        if (j !== i && Math.abs(ys[j] - ys[i]) < line) {
          limit = Math.min(limit, Math.abs(dx) / 2 - 3); /* its name */
        }
        if (dx < 0) {
          left = Math.min(left, limit);
        } else {
          right = Math.min(right, limit);
        }
      }
      label.hidden = !names || left + right < 24;
      label.style.width = "auto";
      var width = Math.floor(Math.min(label.offsetWidth + 1, 96, left + right));
      var from = Math.max(-left, Math.min(right - width, -width / 2));
      label.style.width = width + "px";
      label.style.left = Math.round(r + from) + "px";
      label.style.top = dot + "px";
    }
  }

  function show() {
    var s = screen;
    root.lang = text(s.lang) || root.lang;
    root.dir = s.dir === "rtl" ? "rtl" : "ltr";
    put(titleLine, text(s.title));
    var retired = s.kind === "retired";
    put(lineBox, text(s.line) || (retired ? word("retired") : ""));
    tableList.textContent = "";
    if (retired) {
      showButtons([]);
      hideScreen();
      return;
    }
    showSeats();
    showHold();
    var buttons = list(s.buttons);
    showButtons(buttons);
    buttonRow.hidden = countRow.hidden = buttons.length === 0;
    var lines = list(s.table);
    for (var j = 0; j < lines.length; j++) {
      tableList.appendChild(make("li", "", text(lines[j])));
    }
    tableList.hidden = lines.length === 0;
    showCount();
    layout();
  }

  function hideScreen() {
    /* The pairing is over: nothing of the last screen is left to tap, press or hold. */
    circle.hidden = holdBox.hidden = buttonRow.hidden = countRow.hidden = tableList.hidden = true;
  }

  function press() {
    act({ t: "press", key: this.getAttribute("data-key"), v: shownV });
  }

  function take(message) {
    if (message.t !== "screen" || typeof message.v !== "number" || message.v <= shownV) {
      return; /* idle, or a screen older than the one shown (or the same again) */
    }
    /* A hand still down on the target when the screen moves on to new words holds on for them
       (as on the laptop's panel): the laptop is told, the new turn's picks work. */
    var holdsOn =
      holding &&
      !expired &&
      text(message.hold) !== "" &&
      (!screen || text(screen.hold) !== text(message.hold) || screen.kind !== message.kind);
    screen = message;
    shownV = message.v;
    arrived = Date.now();
    body.setAttribute("data-v", String(shownV));
    if (message.kind === "retired") {
      retire();
    }
    if (!text(message.hold)) {
      holdEnd();
    }
    show();
    showStatus();
    if (holdsOn) {
      act({ t: "held", v: shownV });
    }
  }

  function setOnline(value) {
    if (online === value) {
      return;
    }
    online = value;
    setState(value ? "online" : "offline");
    showStatus();
    if (screen && !stopped) {
      showSeats();
      showCount();
      layout();
    }
  }

  window.addEventListener("resize", layout);

  /* -- the pairing, kept in this tab only (a reload keeps it, a new tab does not) -- */

  var match = /^\/p\/([0-9a-f]{32})$/.exec(location.pathname);
  var token = match ? match[1] : null;
  var store = null;
  try {
    store = window.sessionStorage;
  } catch (e) {
    store = null;
  }

  function remember(name, value) {
    if (store) {
      try {
        if (value === null) {
          store.removeItem(token + ":" + name);
        } else {
          store.setItem(token + ":" + name, String(value));
        }
      } catch (e) {
        /* private mode with no storage: a reload then needs the code scanned again */
      }
    }
  }

  function recall(name) {
    try {
      return store ? store.getItem(token + ":" + name) : null;
    } catch (e) {
      return null;
    }
  }

  var key = null;
  var sent = 0; /* the last counter this phone used */
  var received = 0; /* the last counter accepted from the laptop */
  if (token) {
    var fragment = location.hash ? location.hash.substring(1) : "";
    var kept = recall("key");
    if (fragment && fragment !== kept) {
      key = base64urlDecode(fragment);
      if (key && key.length === 32) {
        remember("key", fragment);
        remember("sent", 0);
        remember("received", 0);
      } else {
        key = null;
      }
    } else if (kept) {
      key = base64urlDecode(kept);
      sent = Number(recall("sent") || "0");
      received = Number(recall("received") || "0");
    }
    if (fragment && window.history && history.replaceState) {
      history.replaceState(null, "", location.pathname); /* the key is not left in the address */
    }
  }

  /* -- the exchange: one waiting poll, and an act sent at once beside it -- */

  var outbox = [];
  var inFlight = [];
  var failures = 0; /* requests failed in a row */
  var refusals = 0; /* answers refused in a row */
  var retryTimer = null;

  function later(ms) {
    if (retryTimer === null) {
      retryTimer = window.setTimeout(function () {
        retryTimer = null;
        pump();
      }, ms);
    }
  }

  function act(message) {
    if (!stopped) {
      outbox.push(message);
      pump();
    }
  }

  function again(message, capped) {
    /* An act that did not get through goes again (the laptop ignores it if that seat's screen
       changed since: its serial is older than the change); a poll needs no second go. */
    if (message.t === "poll") {
      return;
    }
    if (!("tries" in message)) {
      /* (not enumerable: not part of what is sent) */
      Object.defineProperty(message, "tries", { value: 0, writable: true });
    }
    if (capped && message.tries >= 3) {
      return;
    }
    message.tries += 1;
    outbox.unshift(message);
  }

  function asking() {
    for (var i = 0; i < inFlight.length; i++) {
      if (inFlight[i].asks) {
        return true;
      }
    }
    return false;
  }

  function pump() {
    if (stopped || retryTimer !== null) {
      return;
    }
    if (online === false && !asking() && inFlight.length < MAX_IN_FLIGHT) {
      /* After a failure the page first asks for the newest screen (v 0): the laptop answers it
         at once, so the page is back (its buttons work again) as soon as the network is, not
         after an idle answer to a poll (nor to an act that changes nothing). */
      var asked = post({ t: "poll", v: 0 });
      if (asked) {
        asked.asks = true;
      }
    }
    while (inFlight.length < MAX_IN_FLIGHT && outbox.length) {
      post(outbox.shift());
    }
    if (inFlight.length === 0) {
      post({ t: "poll", v: shownV });
    }
  }

  function retire() {
    stopped = true;
    setState("retired");
    remember("key", null);
    remember("sent", null);
    remember("received", null);
    outbox = [];
    var requests = inFlight;
    inFlight = [];
    for (var i = 0; i < requests.length; i++) {
      requests[i].abort();
    }
    if (retryTimer !== null) {
      window.clearTimeout(retryTimer);
      retryTimer = null;
    }
    holdEnd();
  }

  function post(message) {
    var envelope;
    try {
      envelope = seal(key, TO_LAPTOP, sent + 1, message);
    } catch (e) {
      bump("dropped"); /* a message that does not fit is dropped before it is sent */
      return;
    }
    sent += 1;
    remember("sent", sent);
    var request = new XMLHttpRequest();
    var done = false;
    function finish() {
      if (done || stopped) {
        return false;
      }
      done = true;
      inFlight.splice(inFlight.indexOf(request), 1);
      return true;
    }
    function fail() {
      if (!finish()) {
        return;
      }
      again(message, false); /* the act is tried again on the next request */
      failures += 1;
      setOnline(false);
      later(Math.min(5000, 500 * Math.pow(2, Math.min(failures, 5) - 1)));
    }
    request.open("POST", "/x/" + token, true);
    request.responseType = "arraybuffer";
    request.timeout = 30000; /* the laptop answers within 20 s */
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.onload = function () {
      if (request.status === 404) {
        /* The laptop no longer knows this pairing (the host took the seat back, or a new game
           began): it is over; a new code pairs again. */
        if (finish()) {
          retire();
          hideScreen();
          put(lineBox, word("retired"));
        }
        return;
      }
      if (request.status !== 200) {
        fail();
        return;
      }
      if (!finish()) {
        return;
      }
      failures = 0;
      if (retryTimer !== null) {
        window.clearTimeout(retryTimer);
        retryTimer = null;
      }
      if (message.t !== "poll") {
        bump("sent");
      }
      setOnline(true);
      var opened = open(key, TO_PHONE, received, new Uint8Array(request.response));
      if (opened.refused) {
        bump("refused"); /* not from the laptop, or already taken: dropped */
        body.setAttribute("data-refusal", opened.refused);
        /* The laptop could not take the act (its random answer): a later message of this phone
           got there first, on another connection. It goes again, a few times at most. */
        again(message, true);
        refusals += 1;
        if (refusals > 1) {
          later(Math.min(5000, 250 * Math.pow(2, Math.min(refusals, 5))));
        }
      } else {
        refusals = 0;
        received = opened.counter;
        remember("received", received);
        bump("received");
        try {
          take(opened.message);
        } catch (e) {
          bump("broken");
        }
      }
      pump();
    };
    request.onerror = fail;
    request.ontimeout = fail;
    inFlight.push(request);
    request.send(envelope);
    return request;
  }

  root.lang = ownLanguage;
  if (!token) {
    stop("nolink");
  } else if (!key) {
    stop("nokey");
  } else if (typeof nacl === "undefined") {
    stop("noscript");
  } else {
    setState("connecting");
    showStatus();
    pump();
  }
})();
