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

  const opened = new Set();  // the folded sections the player opened

  function renderSection(s, fold) {
    const box = el(fold ? "details" : "section", "section " + s.kind);
    box.appendChild(el(fold ? "summary" : "h2", "", fold ? s.label + " (" + s.items.length + ")"
                                                        : s.label));
    if (fold) {  // opened stays open across views
      box.open = opened.has(s.label);
      box.addEventListener("toggle", () => {
        if (box.open) opened.add(s.label); else opened.delete(s.label);
      });
    }
    const items = el("div", "items");
    if (!s.items.length) items.appendChild(el("span", "empty", "none"));
    s.items.forEach((it) => {
      const node = el("span", "item" + (it.tone ? " " + it.tone : ""), it.text);
      if (it.note) node.appendChild(el("span", "note", it.note));
      items.appendChild(node);
    });
    box.appendChild(items);
    box.section = s;
    return box;
  }

  // A page taller than two screens folds its longest lists (one tap opens one), so the
  // decision and what the seat holds are never far apart.
  function fit() {
    const limit = 2 * window.innerHeight;
    const lists = [...document.querySelectorAll("#first > section, #sections > section")];
    const lines = (box) => (box.classList.contains("lines") ? 1 : 0);  // lists fold first
    lists.sort((a, b) => lines(b) - lines(a) || b.offsetHeight - a.offsetHeight);
    for (const box of lists) {
      if (document.documentElement.scrollHeight <= limit) break;
      box.replaceWith(renderSection(box.section, true));
    }
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

  // ---- One step of the decision at a time (game/core/phone_steps.py) ----
  // A choice's path is the steps before it; the page shows the options of the step the
  // taps so far (`trail`) reach, never more than about 12, with Back.
  const SEP = "\u0001";
  let trail = [];  // the keys of the steps tapped so far
  let decision = null;  // what the open decision offers: a new one starts at its first step
  const boardAt = new Map();  // each board's window (its top-left cell), kept across views
  const CELL = 48;  // a board's cell in CSS px, gap included: a tap target of 44 px or more

  let steps = [];  // the view's table of steps: a path names its rows (phone_steps.pack)

  function partsOf(c) {
    return (c.path || []).map((i) => ({ group: steps[i][0], label: steps[i][1], tone: steps[i][2] }))
      .concat([{ group: c.group || "", label: c.label, tone: c.tone || "" }]);
  }

  // The options of the step `trail` reaches: each with the choices below it.
  function stepOptions(view) {
    const grids = view.grids || {};
    const out = new Map();
    view.choices.forEach((c) => {
      const parts = partsOf(c);
      if (parts.length <= trail.length) return;
      for (let i = 0; i < trail.length; i++) {
        if (parts[i].group + SEP + parts[i].label !== trail[i]) return;
      }
      const p = parts[trail.length];
      const last = trail.length === parts.length - 1;
      const board = last && grids[p.group] ? p.group : "";
      const key = board ? "\u0002" + board : last ? "\u0003" + c.action : p.group + SEP + p.label;
      if (!out.has(key)) {
        out.set(key, { key: key, group: p.group, label: p.label, tone: p.tone || "",
                       board: board, choices: [] });
      }
      out.get(key).choices.push(c);
    });
    return [...out.values()];
  }

  // A button that sends one choice: its own label, or the step's with the choice's under
  // it when the step leads to this one choice only (one tap, not two).
  function choiceButton(o, look, send, buttons, box) {
    const c = o.choices[0];
    const b = el("button", look, o.label);
    b.type = "button";
    if (o.tone) b.classList.add(o.tone);
    const rest = partsOf(c).slice(trail.length + 1).map((p) => p.label);
    if (rest.length) b.appendChild(el("span", "note", rest.join(" \u00b7 ")));
    if (c.typed) box.appendChild(typedBox(c, b, send));
    else b.addEventListener("click", () => send(c, c.action));
    buttons.push(b);
    return b;
  }

  function stepButton(o, look, view) {
    const b = el("button", look + " more", o.label);
    b.type = "button";
    if (o.tone) b.classList.add(o.tone);
    b.setAttribute("aria-label", o.label + ": " + o.choices.length + " choices");
    b.addEventListener("click", () => { trail.push(o.key); renderStep(view, true); });
    return b;
  }

  function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }

  // A grid of choices (Pontoon's board): a window of cells of 44 px or more around the
  // open cells, panned with arrows or a swipe, over a small map of the whole board.
  function renderBoard(name, grid, choices, send, buttons) {
    const box = el("div", "board");
    const open = new Map(choices.map((c) => [c.at[0] * grid.cols + c.at[1], c]));
    const marks = new Map((grid.marks || []).map((m) => [m[0] * grid.cols + m[1], m[2]]));
    const width = Math.max(CELL, $("choices").clientWidth - 28);
    const cols = Math.min(grid.cols, Math.floor(width / CELL));
    const rows = Math.min(grid.rows, cols);
    let at = boardAt.get(name);
    if (!at) {
      const rs = choices.map((c) => c.at[0]), cs = choices.map((c) => c.at[1]);
      const mid = (xs) => (Math.min(...xs) + Math.max(...xs)) / 2;
      at = [Math.round(mid(rs) - (rows - 1) / 2), Math.round(mid(cs) - (cols - 1) / 2)];
    }
    at = [clamp(at[0], 0, grid.rows - rows), clamp(at[1], 0, grid.cols - cols)];
    const cells = el("div", "cells");
    cells.style.gridTemplateColumns = "repeat(" + cols + ", 1fr)";
    const where = el("p", "where");
    where.setAttribute("aria-live", "polite");
    const map = el("div", "map");
    map.setAttribute("aria-hidden", "true");
    map.style.gridTemplateColumns = "repeat(" + grid.cols + ", 1fr)";
    const pans = el("div", "pans");
    const moves = [["\u25c0", "left", 0, -1], ["\u25b2", "up", -1, 0], ["\u25bc", "down", 1, 0],
                   ["\u25b6", "right", 0, 1]];
    const pan = (dr, dc) => {
      const step = Math.max(1, cols - 2);
      at = [clamp(at[0] + dr * step, 0, grid.rows - rows), clamp(at[1] + dc * step, 0, grid.cols - cols)];
      draw();
    };
    const arrows = moves.map(([icon, word, dr, dc]) => {
      const b = el("button", "pan", icon);
      b.type = "button";
      b.setAttribute("aria-label", "Show more of the board: " + word);
      b.addEventListener("click", () => pan(dr, dc));
      pans.appendChild(b);
      return [b, dr, dc];
    });
    function draw() {
      boardAt.set(name, at);
      cells.replaceChildren();
      for (let r = at[0]; r < at[0] + rows; r++) {
        for (let k = at[1]; k < at[1] + cols; k++) {
          const i = r * grid.cols + k, c = open.get(i);
          const where = "row " + (r + 1) + ", column " + (k + 1);
          let cell;
          if (c) {
            cell = el("button", "cell open", marks.get(i) || "");
            cell.type = "button";
            cell.setAttribute("aria-label", c.label + ": " + where);
            cell.addEventListener("click", () => send(c, c.action));
            buttons.push(cell);
          } else {
            cell = el("span", "cell", marks.get(i) || "");
            cell.setAttribute("aria-label", (marks.get(i) || "empty") + ": " + where);
            cell.setAttribute("role", "img");
          }
          cells.appendChild(cell);
        }
      }
      where.textContent = "Rows " + (at[0] + 1) + "\u2013" + (at[0] + rows) + ", columns " +
        (at[1] + 1) + "\u2013" + (at[1] + cols) + " of " + grid.rows + " \u00d7 " + grid.cols;
      map.replaceChildren();
      for (let i = 0; i < grid.rows * grid.cols; i++) {
        const r = Math.floor(i / grid.cols), k = i % grid.cols;
        const inside = r >= at[0] && r < at[0] + rows && k >= at[1] && k < at[1] + cols;
        map.appendChild(el("span", (open.has(i) ? "o" : marks.has(i) ? "m" : "") +
                                   (inside ? " in" : "")));
      }
      arrows.forEach(([b, dr, dc]) => {
        b.disabled = (dr < 0 && at[0] === 0) || (dc < 0 && at[1] === 0) ||
          (dr > 0 && at[0] === grid.rows - rows) || (dc > 0 && at[1] === grid.cols - cols);
      });
    }
    let touch = null;
    cells.addEventListener("touchstart", (e) => { touch = e.touches[0]; }, { passive: true });
    cells.addEventListener("touchend", (e) => {
      const t = e.changedTouches[0];
      if (!touch || !t) return;
      const dx = t.clientX - touch.clientX, dy = t.clientY - touch.clientY;
      touch = null;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < 40) return;
      if (Math.abs(dx) > Math.abs(dy)) pan(0, dx < 0 ? 1 : -1);
      else pan(dy < 0 ? 1 : -1, 0);
    });
    draw();
    box.appendChild(cells);
    if (rows < grid.rows || cols < grid.cols) {
      const under = el("div", "under");
      under.appendChild(map);
      const side = el("div", "side");
      side.appendChild(where);
      side.appendChild(pans);
      under.appendChild(side);
      box.appendChild(under);
    }
    return box;
  }

  // The step's options, group by group: cards, a board, or buttons.
  function renderStep(view, moved) {
    let opts = stepOptions(view);
    if (trail.length && !opts.length) { trail = []; opts = stepOptions(view); }
    const host = $("choices");
    host.replaceChildren();
    const buttons = [];
    const send = (c, action) => pick(c, action, buttons);
    const groups = new Map();
    opts.forEach((o) => {
      if (!groups.has(o.group)) groups.set(o.group, []);
      groups.get(o.group).push(o);
    });
    const names = [...groups.keys()];
    $("question").textContent = names.length === 1 ? names[0] : (opts.length ? "Choose" : "");
    $("trail").textContent = trail.map((k) => k.split(SEP)[1]).join(" \u203a ");
    $("back").hidden = !trail.length;
    groups.forEach((list, name) => {
      const box = el("div", "group");
      if (names.length > 1 && name) box.appendChild(el("h2", "", name));
      const look = (view.looks || {})[name] === "cards" ? "card" : "choice";
      const long = list.some((o) => o.label.length > 22);  // one a row: read in one go
      const row = el("div", look === "card" ? "hand" : long ? "buttons long" : "buttons");
      list.forEach((o) => {
        if (o.board) box.appendChild(renderBoard(o.board, view.grids[o.board], o.choices, send, buttons));
        else if (o.choices.length === 1) row.appendChild(choiceButton(o, look, send, buttons, box));
        else row.appendChild(stepButton(o, look, view));
      });
      if (row.childNodes.length) box.appendChild(row);
      host.appendChild(box);
    });
    fit();
    requestAnimationFrame(fit);  // again once what comes with the view (a wait, a hint) is in
    if (moved) {
      window.scrollTo(0, 0);
      const first = host.querySelector("button");
      if (first) first.focus({ preventScroll: true });
      say(($("trail").textContent ? $("trail").textContent + ". " : "") + $("question").textContent);
    }
  }

  // Said by a screen reader (the live region): a new turn, its question, each step.
  function say(text) {
    const box = $("say");
    box.textContent = "";
    setTimeout(() => { box.textContent = text; }, 50);
  }

  function render(view) {
    steps = view.steps || [];
    document.body.classList.toggle("turn", !!view.turn);
    $("now").textContent = view.status[0] || "";
    $("status").replaceChildren(...view.status.slice(1).map((line) => el("li", "", line)));
    const log = view.log || [];
    $("log").hidden = !log.length;
    $("log-lines").replaceChildren(...log.map((line) => el("li", "", line)));
    const sections = view.sections.map((s) => renderSection(s, false));
    $("first").replaceChildren(...sections.slice(0, 1));
    $("sections").replaceChildren(...sections.slice(1));
    // A new decision (other choices, or the turn come or gone) starts at its first step,
    // scrolled to the top, and is said; the same one (another player moved meanwhile)
    // keeps the steps tapped so far.
    const offered = (view.turn ? "T" : "") + SEP + view.choices.map((c) => c.action).join(SEP);
    const fresh = offered !== decision;
    if (fresh) { decision = offered; trail = []; boardAt.clear(); }
    renderStep(view, false);
    if (fresh) {
      window.scrollTo(0, 0);
      if (view.turn) say("Your turn. " + (view.status[0] || "") + ". " + $("question").textContent);
      else if (view.over) say(view.status[0] || "");
    }
  }

  let current = null;  // the view on the page (Back redraws its steps)

  // What the table waits for (the "wait" of view and wait messages, docs/phones.md):
  // null, or {text, ack, holds, id}. Shown under the decision; `ack` is a button that
  // dismisses on the TV what it waits for ("Go on"), sent once per wait.
  function showWait(wait) {
    let box = $("wait");
    if (!box) {
      box = el("div", "");
      box.id = "wait";
      box.setAttribute("role", "status");
      $("decision").after(box);
    }
    box.hidden = !wait;
    if (!wait) { box.replaceChildren(); return; }
    const line = el("p", "", wait.text);
    if (!wait.ack) { box.replaceChildren(line); return; }
    const go = el("button", "", wait.ack);
    go.type = "button";
    go.addEventListener("click", () => {
      if (!ws || ws.readyState !== WebSocket.OPEN) { toast("Not connected: reconnecting…"); return; }
      go.disabled = true;
      ws.send(JSON.stringify({ type: "go_on", wait: wait.id }));
    });
    box.replaceChildren(line, go);
  }

  // The coach's hint (issue 33), self-contained: a "Hint" button under the decision
  // while the seat has choices; the answer ({type: "hint", seq, hint: {action, why}}),
  // for this view only, shows the why and "Take it", which chooses that action as a tap
  // on it would. coachHint(view) after each view; coachHint(null, msg) for the answer.
  function coachHint(view, msg) {
    let box = $("coach");
    if (!box) {
      box = el("div", "");
      box.id = "coach";
      box.setAttribute("role", "status");
      $("decision").after(box);
    }
    if (view) {
      box.hidden = !(view.turn && (view.choices || []).length);
      const ask = el("button", "", "Hint: what would a strong player do?");
      ask.type = "button";
      ask.addEventListener("click", () => {
        if (!ws || ws.readyState !== WebSocket.OPEN) { toast("Not connected: reconnecting…"); return; }
        ask.disabled = true;
        ws.send(JSON.stringify({ type: "hint", seq: seq }));
        setTimeout(() => { ask.disabled = false; }, 3000);
      });
      box.replaceChildren(ask);
      return;
    }
    if (!msg || msg.seq !== seq || !current || !msg.hint) return;
    const c = (current.choices || []).find((x) => x.action === msg.hint.action);
    const lines = (msg.hint.why || []).map((line) => el("p", "", line));
    const parts = [...lines];
    if (c) {
      const take = el("button", "", "Take it");
      take.type = "button";
      take.addEventListener("click", () => pick(c, c.action, [take]));
      parts.push(take);
    }
    box.hidden = false;
    box.replaceChildren(...parts);
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
      current = msg.view;
      render(msg.view);
      coachHint(msg.view);
      showWait(msg.wait || null);
    } else if (msg.type === "wait") {
      showWait(msg.wait);
    } else if (msg.type === "hint") {
      coachHint(null, msg);
    } else if (msg.type === "error") {
      toast(msg.message);
      document.querySelectorAll("#choices button, #wait button").forEach((b) => { b.disabled = false; });
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
  $("back").addEventListener("click", () => {
    if (!current || !trail.length) return;
    trail.pop();
    renderStep(current, true);
  });
  $("ask-no").addEventListener("click", () => answer(false));
  $("ask-yes").addEventListener("click", () => answer(true));
  // A phone that slept: its socket may be gone; reconnect as soon as it is looked at.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !stopped) { retry = 500; connect(); }
  });
  window.addEventListener("online", () => { if (!stopped) connect(); });
  connect();
})();
