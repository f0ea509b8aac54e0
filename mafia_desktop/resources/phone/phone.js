/* Mafia Desktop: a player's phone (issue 49, spike). Plain ES5, no framework, no secure context.
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

  /* ---- the page ---- */

  var statusLine = document.getElementById("status");
  var textBox = document.getElementById("text");
  var seatInput = document.getElementById("seat");
  var tapButton = document.getElementById("tap");
  var body = document.body;

  function setStatus(text) {
    statusLine.textContent = text;
  }

  function bump(name) {
    /* Counts for the tests (data-received, data-refused, data-sent); no content. */
    body.setAttribute("data-" + name, String(Number(body.getAttribute("data-" + name) || "0") + 1));
  }

  var match = /^\/p\/([0-9a-f]{32})$/.exec(location.pathname);
  var token = match ? match[1] : null;
  var store = null;
  try {
    store = window.sessionStorage; /* this tab only: a reload keeps the pairing, a new tab does not */
  } catch (e) {
    store = null;
  }

  function remember(name, value) {
    if (store) {
      try {
        store.setItem(token + ":" + name, String(value));
      } catch (e) {
        /* private mode with no storage: a reload then needs the code scanned again */
      }
    }
  }

  function recall(name) {
    if (!store) {
      return null;
    }
    try {
      return store.getItem(token + ":" + name);
    } catch (e) {
      return null;
    }
  }

  var key = null;
  var sent = 0; /* the last counter this phone used */
  var received = 0; /* the last counter accepted from the laptop */
  if (token) {
    var fragment = location.hash ? location.hash.substring(1) : "";
    if (fragment) {
      key = base64urlDecode(fragment);
      if (key && key.length === 32) {
        remember("key", fragment);
        remember("sent", 0);
        remember("received", 0);
      } else {
        key = null;
      }
      /* The key is not left on the screen (nor in this tab's history entry). */
      if (window.history && history.replaceState) {
        history.replaceState(null, "", location.pathname);
      }
    } else if (recall("key")) {
      key = base64urlDecode(recall("key"));
      sent = Number(recall("sent") || "0");
      received = Number(recall("received") || "0");
    }
  }

  var outbox = [];
  var connected = false;

  function show(message) {
    if (message.t === "show" && typeof message.text === "string") {
      textBox.textContent = message.text; /* plain text, never markup */
    }
  }

  function exchange() {
    var message = outbox.length ? outbox[0] : { t: "poll" };
    var envelope;
    try {
      sent += 1;
      remember("sent", sent);
      envelope = seal(key, TO_LAPTOP, sent, message);
    } catch (e) {
      outbox.shift(); /* a message that does not fit is dropped before it is sent */
      setStatus("A message was too long to send.");
      window.setTimeout(exchange, 0);
      return;
    }
    var request = new XMLHttpRequest();
    request.open("POST", "/x/" + token, true);
    request.responseType = "arraybuffer";
    request.timeout = 30000; /* the laptop answers within 20 s */
    request.setRequestHeader("Content-Type", "application/octet-stream");
    var done = false;
    function retry() {
      if (done) {
        return;
      }
      done = true;
      connected = false;
      setStatus("No connection to the laptop: trying again…");
      window.setTimeout(exchange, 2000);
    }
    request.onload = function () {
      if (done) {
        return;
      }
      if (request.status !== 200) {
        retry();
        return;
      }
      done = true;
      if (outbox.length && outbox[0] === message) {
        outbox.shift();
        bump("sent");
      }
      var opened = open(key, TO_PHONE, received, new Uint8Array(request.response));
      if (opened.refused) {
        bump("refused");
        setStatus("Refused a message that did not come from the laptop (" + opened.refused + ").");
      } else {
        received = opened.counter;
        remember("received", received);
        bump("received");
        if (!connected || opened.message.t !== "idle") {
          setStatus("Connected to the laptop.");
        }
        connected = true;
        show(opened.message);
      }
      window.setTimeout(exchange, 0);
    };
    request.onerror = retry;
    request.ontimeout = retry;
    request.send(envelope);
  }

  tapButton.onclick = function () {
    var seat = parseInt(seatInput.value, 10);
    if (key && seat >= 1 && seat <= 30) {
      outbox.push({ t: "tap", seat: seat });
    }
  };

  if (!token) {
    setStatus("This is not a pairing link.");
  } else if (!key) {
    setStatus("This link has no key: scan the code on the laptop again.");
  } else if (typeof nacl === "undefined") {
    setStatus("The page did not load completely: scan the code again.");
  } else {
    setStatus("Connecting to the laptop…");
    exchange();
  }
})();
