// The phone page: draws one seat's description (game/core/phone.py) and sends its choices.
// Text always goes in with textContent: names and Pontoon's subjects are typed by players.
"use strict";
(function () {
  const token = location.pathname.split("/")[2] || "";
  const socketUrl = (location.protocol === "https:" ? "wss://" : "ws://") + location.host +
    "/p/" + encodeURIComponent(token) + "/ws";
  const $ = (id) => document.getElementById(id);
  let ws = null, seq = -1, retry = 500, retryTimer = 0, stopped = false, toastTimer = 0;
  const drafts = new Map();  // typed text per choice, kept across new views until sent
  const GUARD_MS = 250;  // a question ignores taps this soon after it opens (a double tap)
  let asking = null;  // the open "are you sure?" question: {yes, since}

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function toast(message) {
    const box = $("toast");
    box.textContent = message;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 4000);
  }

  function cover(message, button) {
    $("cover-text").textContent = message;
    $("cover-button").hidden = !button;
    $("cover").hidden = false;
  }

  function setOnline(on) {
    $("link").textContent = on ? "connected" : "offline";
    $("link").classList.toggle("off", !on);
  }

  // Python's isprintable() refuses control, format and separator characters but the
  // space; the table's protocol refuses a message holding one, so they go here first.
  function cleanText(text) {
    return text.replace(/[\s\p{Z}]/gu, " ").replace(/\p{C}/gu, "").replace(/ +/g, " ").trim();
  }

  function ask(question, yes) {
    $("ask-text").textContent = question;
    asking = { yes: yes, since: Date.now() };
    $("ask").hidden = false;
    $("ask-no").focus();
  }

  function answer(go) {
    if (!asking || Date.now() - asking.since < GUARD_MS) return;
    const yes = asking.yes;
    asking = null;
    $("ask").hidden = true;
    if (go) yes();
  }

  // A choice: asked first when the game says it costs a lot (its `confirm` question).
  function pick(c, action, buttons) {
    if (c.confirm) ask(c.confirm, () => choose(action, buttons));
    else choose(action, buttons);
  }

  function choose(action, buttons) {
    if (!ws || ws.readyState !== WebSocket.OPEN) { toast("Not connected: reconnecting…"); return; }
    buttons.forEach((b) => { b.disabled = true; });
    ws.send(JSON.stringify({ type: "choose", action: action, seq: seq }));
    // No answer (a new view or an error) within a while: let the player tap again.
    const sentOn = seq;
    setTimeout(() => { if (seq === sentOn) buttons.forEach((b) => { b.disabled = false; }); },
               6000);
  }

  function renderSection(s) {
    const box = el("section", "section " + s.kind);
    box.appendChild(el("h2", "", s.label));
    const items = el("div", "items");
    if (!s.items.length) items.appendChild(el("span", "empty", "none"));
    s.items.forEach((it) => {
      const node = el("span", "item" + (it.tone ? " " + it.tone : ""), it.text);
      if (it.note) node.appendChild(el("span", "note", it.note));
      items.appendChild(node);
    });
    box.appendChild(items);
    return box;
  }

  function renderGrid(grid, choices, send) {
    const box = el("div", "grid");
    box.style.gridTemplateColumns = "repeat(" + grid.cols + ", 1fr)";
    const cells = [];
    for (let i = 0; i < grid.rows * grid.cols; i++) cells.push(el("span", "cell"));
    (grid.marks || []).forEach((m) => { cells[m[0] * grid.cols + m[1]].textContent = m[2]; });
    choices.forEach((c) => {
      const b = el("button", "cell", "");
      b.type = "button";
      b.title = c.label;
      b.setAttribute("aria-label", c.label + " (row " + (c.at[0] + 1) + ", column " +
                     (c.at[1] + 1) + ")");
      b.addEventListener("click", () => send(c, c.action));
      cells[c.at[0] * grid.cols + c.at[1]] = b;
    });
    cells.forEach((c) => box.appendChild(c));
    return box;
  }

  // A choice that takes typed text: its box (the draft survives new views) and button.
  function typedBox(c, button, send) {
    const area = el("textarea", "typed");
    area.maxLength = c.typed.max;
    area.rows = 3;
    area.placeholder = c.typed.hint;
    area.setAttribute("aria-label", c.typed.hint);
    area.value = drafts.get(c.action) || "";
    area.addEventListener("input", () => { drafts.set(c.action, area.value); });
    button.addEventListener("click", () => {
      const text = cleanText(area.value);
      if (!text) { toast("Type it first: " + c.typed.hint); area.focus(); return; }
      const action = c.action + " " + text;
      if (new TextEncoder().encode(JSON.stringify(
        { type: "choose", action: action, seq: seq })).length > 1024) {
        toast("Too long for one message: shorten it.");
        return;
      }
      send(c, action);
    });
    return area;
  }

  function renderChoices(view) {
    const host = $("choices");
    host.replaceChildren();
    const groups = new Map();
    view.choices.forEach((c) => {
      const g = c.group || "";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(c);
    });
    const buttons = [];
    const send = (c, action) => pick(c, action, buttons);
    const many = groups.size > 1;
    groups.forEach((list, name) => {
      const grid = (view.grids || {})[name];
      const fold = many && (grid || list.length > 6);
      const box = el(fold ? "details" : "div", "group");
      if (fold) {
        box.appendChild(el("summary", "", name + " (" + list.length + ")"));
        if (!host.querySelector("details")) box.open = true;  // the first group unfolded
      }
      else if (name) box.appendChild(el("h2", "", name));
      if (grid) {
        const g = renderGrid(grid, list, send);
        g.querySelectorAll("button").forEach((b) => buttons.push(b));
        box.appendChild(g);
      } else {
        const row = el("div", "buttons");
        list.forEach((c) => {
          const b = el("button", "choice", c.label);
          b.type = "button";
          if (c.typed) {
            box.appendChild(typedBox(c, b, send));
          } else {
            b.addEventListener("click", () => send(c, c.action));
          }
          buttons.push(b);
          row.appendChild(b);
        });
        box.appendChild(row);
      }
      host.appendChild(box);
    });
  }

  function render(view) {
    document.body.classList.toggle("turn", !!view.turn);
    const status = $("status");
    status.replaceChildren(...view.status.map((line) => el("li", "", line)));
    const sections = view.sections.map(renderSection);
    $("first").replaceChildren(...sections.slice(0, 1));
    $("sections").replaceChildren(...sections.slice(1));
    renderChoices(view);
  }

  function receive(event) {
    let msg;
    try { msg = JSON.parse(event.data); } catch (e) { return; }
    if (msg.type === "hello") {
      $("name").textContent = msg.name;
      $("game").textContent = msg.game;
      document.title = msg.name + " · " + msg.game;
      if (/^#[0-9a-fA-F]{6}$/.test(msg.colour)) {
        document.documentElement.style.setProperty("--seat", msg.colour);
      }
      retry = 500;
    } else if (msg.type === "view") {
      seq = msg.seq;
      if (asking) { asking = null; $("ask").hidden = true; }  // its choice may be gone
      const open = new Set((msg.view.choices || []).map((c) => c.action));
      drafts.forEach((_, action) => { if (!open.has(action)) drafts.delete(action); });
      render(msg.view);
    } else if (msg.type === "error") {
      toast(msg.message);
      document.querySelectorAll("#choices button").forEach((b) => { b.disabled = false; });
    } else if (msg.type === "taken_over") {
      stopped = true;
      cover(msg.message || "This seat was opened on another device.", true);
    } else if (msg.type === "closed") {
      stopped = true;
      cover(msg.message || "The table closed.", false);
    }
  }

  function connect() {
    clearTimeout(retryTimer);
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) return;
    ws = new WebSocket(socketUrl);
    ws.addEventListener("open", () => { setOnline(true); $("cover").hidden = true; });
    ws.addEventListener("message", receive);
    ws.addEventListener("close", (event) => {
      setOnline(false);
      if (event.code === 4000) { stopped = true; cover("This seat was opened on another device.", true); }
      if (!stopped) {
        retryTimer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, 5000);
      }
    });
  }

  $("cover-button").addEventListener("click", () => { stopped = false; connect(); });
  $("ask-no").addEventListener("click", () => answer(false));
  $("ask-yes").addEventListener("click", () => answer(true));
  // A phone that slept: its socket may be gone; reconnect as soon as it is looked at.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !stopped) { retry = 500; connect(); }
  });
  window.addEventListener("online", () => { if (!stopped) connect(); });
  connect();
})();
