// The web board (issue 27): draws the view the server sends and sends the player's
// actions back.  It judges no rule: the score, the words and every refusal come from the
// server (docs/web.md), and every text a player reads comes in the view's `strings`.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const boot = JSON.parse(($("boot") || {}).textContent || "{}");
  const API = boot.api || "/web/api";
  // Only for a key the server has not sent (an older server): English, never judged text.
  const EN = {
    submit: "Play", submit_short: "Play", exchange: "Exchange", pass: "Pass", shuffle: "Shuffle",
    challenge: "Challenge", accept: "Accept", undo: "Undo", yes: "Yes", no: "No",
    recall: "Recall", bag: "Bag", unseen: "Unseen", your_turn: "Your turn",
    waiting: "Waiting for {name}", blank_choose: "Which letter?", cancel: "Cancel",
    exchange_choose: "Choose the tiles to exchange", history: "History", board: "Board",
    rack: "Rack", zoom: "Zoom", points: "pts", replay: "Replay", analysis: "Analysis",
    download: "Download GCG", move_n: "Move {n}", move_taken_off: "taken off", offline: "Offline: reconnecting…",
    over: "Game over", swap: "Swap", score: "Score", clock: "Clock", computer: "computer",
    you: "you", spectator: "Watching", blank: "blank", to_move: "to move",
    lobby: "The game has not started yet.", connecting: "Connecting…",
    check: "Check", reject: "Reject", seconds: "{n} s", pass_confirm: "Pass this turn?",
    chip_you: "{name} (you)", chip_score: "score {score}", chip_to_move: "to move",
    chip_clock: "clock {clock}", undo_answer: "Take the move back?",
    vote: "Vote", legend: "Squares", legend_letter: "letter ×{n}", legend_word: "word ×{n}",
    keys_hint: "Keyboard: arrows move, type letters, Space turns across/down, Enter plays.",
    end_question: "Do you agree?", agree: "Agree", refuse: "Refuse",
    waiting_answer: "Waiting for an answer…", hint: "Hint", help: "How to play",
    tiles_back: "The board changed: your tiles are back on your rack.",
    tiles_back_time: "Your time ran out: your tiles are back on your rack.",
    tiles_back_turn: "The turn moved on: your tiles are back on your rack.",
    chip_move: "move time {clock}",
    chip_voting: "voting", chip_answering: "deciding", chip_waits: "move waits",
    rematch_asked: "wants to play", rematch_not_yet: "not yet",
    rematch_back: "Back to the finished game",
    racks_before: "Racks before move {n}", racks_dealt: "Racks as dealt",
    racks_left: "Tiles left at the end", rack_out: "none (went out)",
    analysis_none: "No analysis is available for this move.",
    hint_later: "You can ask for a hint on your turn.",
    key_foreign: "“{letter}” is not a letter of this game.",
    resign: "Resign", rematch: "Rematch", rematch_go: "Go to the rematch",
    chip_won: "winner", chip_draw: "draw",
  };
  // A string of the view, its {name} fields filled.
  const t = (k, args = {}) => String((V && V.strings && V.strings[k]) || EN[k] || k)
    .replace(/\{(\w+)\}/g, (m, a) => (a in args ? args[a] : m));
  const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const key = (r, c) => `${r},${c}`;

  let S = null;            // the session
  let V = null;            // the latest live view
  let shown = null;        // the view on screen: V, or a replay's
  let got = 0;             // performance.now() when V arrived (the clocks count from it)
  let rack = [];           // the local rack, in the player's order: {id, letter, points, freed?}
  let placed = new Map();  // "r,c" -> {id, letter, blank, swap?}: tiles down, not yet sent
  let order = [];          // keys of `placed` in the order they went down (Backspace)
  let selected = null;     // a rack tile's id, tapped and waiting for a square
  let exchanging = false;
  const exSel = new Set();
  let cursor = null;       // {r, c, down}: the keyboard's square and direction
  let cursorShown = false; // the cursor is the one focusing the board put on the start square
  // Whether a rack tap puts its tile on the arrow: only while the arrow is the player's
  // very last doing (a square tapped, the arrow moved on by the tile put on it or by a
  // letter typed, the keys moving it); anything else done since (a button, the help, a
  // tile taken back) leaves it to the keyboard alone: a rack tap then picks the tile and
  // the next square tapped takes it.  `cursorBy`: "tap" (set by a tap on its square),
  // "step" (moved on) or "key"; `lastPut`: the square a rack tap just put a tile on.
  let fresh = false;
  let cursorBy = "";
  let lastPut = "";
  let preview = null;      // the server's answer for `placed`
  let previewSeq = 0;
  let previewTimer = 0;
  let busy = false;        // an action is on its way
  let awaiting = -1;       // a move was accepted at this version: wait for the next view
  let zoomed = false;
  let nextId = 1;
  let dims = "";
  let replayTimer = 0;
  let suppressClick = false;
  let gone = false;
  let tilesBack = null;    // {key, version}: tiles put down went back, and why
  let tilesBackTimer = 0;
  let helpOpen = false;
  let epoch = 0;           // changes of the board or the turn so far (see `stale`)
  let zeroFor = "";        // the view whose clock ran out here, and how often it was asked
  let zeroTries = 0;

  // ---- talking to the server ----------------------------------------------------------
  async function request(path, opts) {
    let res;
    try {
      res = await fetch(API + path, { credentials: "same-origin", ...opts });
    } catch (e) {
      throw Object.assign(new Error(t("offline")), { status: 0 });
    }
    const type = res.headers.get("Content-Type") || "";
    const body = type.includes("json") ? await res.json().catch(() => ({})) : {};
    if (!res.ok) {
      const msg = body.error || body.message || `${res.status} ${res.statusText}`;
      throw Object.assign(new Error(msg), { status: res.status });
    }
    return body;
  }
  const post = (path, body) => request(path, {
    method: "POST", body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(S ? { "X-Session": S } : {}) },
  });
  const get = (path, params = {}) =>
    request(`${path}?${new URLSearchParams({ s: S, ...params })}`, { method: "GET" });

  const hash = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const tg = window.Telegram && window.Telegram.WebApp;

  function sessionBody() {
    if (boot.token) return { token: boot.token };
    const initData = (tg && tg.initData) || hash.get("tgWebAppData") || "";
    const body = { init_data: initData };
    const g = boot.game || query.get("g");
    if (g) body.game = Number(g);
    return body;
  }

  let es = null;
  let retry = 1000;
  function listen() {
    if (es) es.close();
    const since = V ? `&v=${V.version}` : "";
    es = new EventSource(`${API}/events?s=${encodeURIComponent(S)}${since}`);
    es.addEventListener("state", (e) => {
      retry = 1000;
      online(true);
      load(JSON.parse(e.data));
    });
    // The game is gone (cancelled, or the session no longer valid): no point retrying.
    es.addEventListener("gone", (e) => {
      let msg = "";
      try { msg = JSON.parse(e.data).error; } catch (err) { msg = ""; }
      es.close();
      es = null;
      gone = true;
      fatal(msg || t("over"));
    });
    es.onopen = () => online(true);
    es.onerror = () => {
      online(false);
      // The browser retries by itself (with Last-Event-ID) unless the server said no.
      if (es.readyState === EventSource.CLOSED) {
        es.close();
        es = null;
        if (!gone) setTimeout(catchUp, retry);
        retry = Math.min(retry * 2, 30000);
      }
    };
  }
  async function catchUp() {
    try {
      load(await get("/state"));
      listen();
    } catch (e) {
      if (e.status === 401 || e.status === 403 || e.status === 404 || e.status === 410) {
        fatal(e.message);
      } else {
        setTimeout(catchUp, retry);
        retry = Math.min(retry * 2, 30000);
      }
    }
  }
  // A phone put away and taken out again: its stream may have died without a word (the
  // connection dropped while the page slept), so the state is asked for at once rather
  // than trusted to be current (tiles put down before it slept must not outlive a turn
  // that ended meanwhile).
  function wake() {
    if (document.hidden || !S || gone) return;
    if (!es || es.readyState === EventSource.CLOSED) catchUp();
    else refresh();
  }
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("pageshow", (e) => { if (e.persisted) wake(); });
  async function refresh() {
    try {
      load(await get("/state"));
    } catch (e) {
      // The stream retries by itself; a fatal answer is the stream's to tell.
    }
  }
  function online(yes) {
    const c = $("conn");
    c.hidden = yes;
    c.textContent = yes ? "" : t("offline");
  }

  // ---- the view arrives ----------------------------------------------------------------
  function load(v) {
    if (V && v.version < V.version) return;
    // The squares never change in a game: a server may leave them out after the first view.
    if (v.board && !v.board.cells && V && V.board && V.board.rows === v.board.rows) {
      v.board.cells = V.board.cells;
    }
    const before = V;
    V = v;
    got = performance.now();
    const own = busy || awaiting >= 0;  // the player's own move on its way
    if (awaiting >= 0 && V.version > awaiting) awaiting = -1;
    reconcile(before, own);
    const slider = $("moveslider");
    if (V.over && slider.max !== String(V.moves)) {
      slider.max = String(V.moves);
      slider.value = String(V.moves);
    }
    if (!replaying() || !shown) shown = V;
    document.documentElement.lang = V.lang || document.documentElement.lang;
    render();
    // A new move (anyone's, one that waits for a vote too): a zoomed board shows it.
    if (zoomed && shown === V && lastOf(V) && lastOf(V) !== lastOf(before)) followLast();
    $("app").setAttribute("aria-busy", "false");
  }
  const lastOf = (v) => (v && v.board
    ? v.board.tiles.filter((x) => x.last).map((x) => key(x.r, x.c)).sort().join(";") : "");

  // The zoomed board scrolled (itself only: the page stays) to have the latest move's
  // tiles in the middle of what shows beside the sticky coordinates.
  function followLast() {
    const cells = V.board.tiles.filter((x) => x.last).map((x) => $(`q${x.r}-${x.c}`))
      .filter(Boolean).map((q) => q.getBoundingClientRect());
    if (!cells.length) return;
    const wrap = $("boardwrap");
    const w = wrap.getBoundingClientRect();
    const coord = parseFloat(wrap.style.getPropertyValue("--coord")) || 12;
    const left = w.left + coord + 1;
    const top = w.top + coord + 1;
    const mid = (a, b) => (a + b) / 2;
    const dx = mid(Math.min(...cells.map((r) => r.left)), Math.max(...cells.map((r) => r.right)))
      - mid(left, w.left + wrap.clientWidth);
    const dy = mid(Math.min(...cells.map((r) => r.top)), Math.max(...cells.map((r) => r.bottom)))
      - mid(top, w.top + wrap.clientHeight);
    wrap.scrollTo({ left: wrap.scrollLeft + dx, top: wrap.scrollTop + dy, behavior: "instant" });
  }
  const replaying = () => V && V.over && Number($("moveslider").value) < V.moves;
  // The replay's step `k` (its first k history lines) as the chat numbers its move: the
  // server's number of the history line (/history's and the recap's, a move's taking off
  // part of the move's entry), 0 before the first; "Move 4 / 10" the same the recap says.
  const moveNo = (k) => (k > 0 && V.history && V.history[k - 1] ? V.history[k - 1].n : 0);
  // A step that takes a move off the board keeps its move's number: it says so, else two
  // stops in a row read the same ("Move 2 / 2") and the second looked like nothing.
  const moveLabel = (k) => `${t("move_n", { n: moveNo(k) })} / ${moveNo(V.moves)}${
    k > 0 && V.history && V.history[k - 1] && V.history[k - 1].kind === "withdrawn"
      ? ` · ${t("move_taken_off")}` : ""}`;

  // What the board and the turn are: when either changes under the player (a move from
  // the chat, a computer's, a vote settled, a move taken back, their time run out), the
  // tiles they had put down and the typing arrow are stale (their squares may be taken):
  // both go, and the player is told why in one line, for a moment.
  const tilesOf = (v) =>
    v.board.tiles.map((x) => `${x.r},${x.c},${x.letter},${x.blank ? 1 : 0}`).sort().join(";");
  const position = (v) => (v && v.board ? `${v.turn ? v.turn.seat : "-"}|${tilesOf(v)}` : "");
  const TILES_BACK_MS = 6000;

  // Why the tiles went back: the player's own time ran out (the server's history says so:
  // a time-out line of theirs since the view before), the board changed, or only the turn.
  function backCause(before) {
    const me = V.you ? V.you.seat : null;
    const fresh = (V.history || []).slice((before.history || []).length);
    if (me != null && fresh.some((h) => h.kind === "timeout" && h.seat === me)) {
      return "tiles_back_time";
    }
    return tilesOf(before) !== tilesOf(V) ? "tiles_back" : "tiles_back_turn";
  }
  function showTilesBack(k) {
    tilesBack = { key: k, version: V.version };
    clearTimeout(tilesBackTimer);
    tilesBackTimer = setTimeout(() => {
      tilesBack = null;
      if (V) renderStatus();
    }, TILES_BACK_MS);
  }

  // Keeps the player's order of the rack; the tiles put down while the board stays.
  function reconcile(before, own) {
    if (!V.board) {
      recallAll(false);
      return;
    }
    // The line says what one change did: the next change of state takes it away.
    if (tilesBack && tilesBack.version !== V.version) tilesBack = null;
    if (before && before.board && position(before) !== position(V)) {
      // The player's own move is on the board now: their tiles went down for real (unless
      // their time ran out as it went: then it never counted).
      const cause = backCause(before);
      if (placed.size && (!own || cause === "tiles_back_time")) showTilesBack(cause);
      recallAll(false);
      stale();
      cursor = null;
      $("hintbox").hidden = true;
    }
    const server = (V.you && V.you.rack) || [];
    const mine = rack.filter((x) => !x.freed);
    const sameRack = server.length === mine.length &&
      sig(server.map((x) => x.letter)) === sig(mine.map((x) => x.letter));
    if (!sameRack) recallAll(false);
    if (!sameRack) {
      const pool = server.slice();
      const next = [];
      for (const x of rack) {
        if (x.freed) continue;
        const i = pool.findIndex((p) => p.letter === x.letter);
        if (i >= 0) next.push({ ...x, points: pool.splice(i, 1)[0].points });
      }
      for (const p of pool) next.push({ id: nextId++, letter: p.letter, points: p.points });
      rack = next;
      exSel.clear();
      exchanging = exchanging && V.you && may("exchange");
      selected = null;
    }
    cursor = cursor && inBoard(cursor);
  }
  // Whatever the player began on the board as it was goes with it: a tile dragged or
  // picked and not yet dropped, the blank's letter still being chosen, a question asked
  // (pass, exchange, challenge), the exchange's choice when it is no longer theirs to
  // make.  Without this a tile let go (or a letter chosen) a moment after the change
  // went down on the new board, where the turn was no longer the player's.
  function stale() {
    epoch++;
    selected = null;
    endDrag(null, true);
    if (dialogDone) closeDialog("");
    if (exchanging && !may("exchange")) {
      exchanging = false;
      exSel.clear();
    }
  }
  const sig = (letters) => letters.slice().sort().join("\u0001");
  const inBoard = (p) =>
    p.r >= 0 && p.c >= 0 && p.r < V.board.rows && p.c < V.board.cols ? p : null;
  // (the undo's only while its time to ask runs: the server would refuse it after)
  const undoOver = () => V.you.undo_ms != null && performance.now() - got >= V.you.undo_ms;
  const may = (a) => !!(V && V.you && !V.over && V.you.may.includes(a)
    && (a !== "undo" || !undoOver()));
  const byId = (id) => rack.find((x) => x.id === id);
  const placedIds = () => new Set([...placed.values()].map((p) => p.id));

  // ---- drawing -------------------------------------------------------------------------
  function render() {
    if (!V) return;
    // Redrawing changes heights (a box opens, a line goes): the page must not move under
    // the player's eyes, the header half out of sight.
    const y = window.scrollY;
    draw();
    if (window.scrollY !== y) window.scrollTo(window.scrollX, y);
  }

  function draw() {
    const lobby = !shown.board;
    $("app").classList.toggle("lobby", lobby);
    // A lobby names its game (the rule set, who plays: a rematch's, the game it plays
    // again), in the server's words.
    const head = lobby ? V.lobby_head || "" : "";
    $("gamehead").hidden = !head;
    $("gamehead").textContent = head;
    if (lobby) {
      // Before the start: who has joined, and that the game waits.
      document.title = V.title || document.title;
      renderPlayers();
      // (a rematch's lobby: whom it waits for)
      $("status").textContent = [t("lobby"), V.lobby_note].filter(Boolean).join(" ");
      $("status")._h = null;
      $("rack").innerHTML = "";
      // (a rematch's lobby: the way back to the game it plays again, and its replay)
      $("actions").innerHTML = V.replay_link ? `<a class="button" id="replaylink" href="${
        esc(V.replay_link)}">${esc(t("rematch_back"))}</a>` : "";
      $("pending").hidden = true;
      $("endvote").hidden = true;
      $("turn").textContent = "";
      $("turn")._h = "";
      return;
    }
    renderPlayers();
    renderKeys();
    renderBoard();
    renderRack();
    renderActions();
    renderPending();
    renderNotice();
    renderStatus();
    renderSide();
    renderHelp();
    tick();
  }

  // What the last event did that the board does not show (a challenge, an undo, a WYM
  // exchange, a clock run out, someone's pass...), as the chat words it, until the next.
  function renderNotice() {
    const box = $("notice");
    const text = shown === V && !V.over ? V.notice || "" : "";
    box.hidden = !text;
    // (a blank's letter as the board shows it, as everywhere on the page)
    const html = text ? marked({ text, parts: V.notice_parts }) : "";
    if (box._h !== html) {
      box.innerHTML = html;
      box._h = html;
    }
  }

  // The seats a vote waits for (an /end, an undo, a move's accept-or-check or agreement
  // vote; not a double challenge, which anyone may make until the next move and nobody
  // is asked for), each with its badge's word: Literaki's accept-or-check (mode "vote")
  // is no vote, and its badge says the player decides; and the card of the one whose move
  // waits for them says so (a newcomer saw the decider's badge and nothing on the mover's).
  function votingSeats() {
    const out = new Map();
    if (shown !== V || V.over) return out;
    const p = V.pending && V.pending.kind !== "challenge" ? V.pending : null;
    const word = p && p.mode === "vote" && p.kind !== "undo" ? "chip_answering" : "chip_voting";
    for (const seat of (p && p.voters) || []) out.set(seat, word);
    if (p && p.kind !== "undo" && p.seat != null && (p.voters || []).length && !out.has(p.seat)) {
      out.set(p.seat, "chip_waits");
    }
    for (const seat of (V.end_vote && V.end_vote.voters) || []) {
      if (!out.has(seat)) out.set(seat, "chip_voting");
    }
    return out;
  }

  function renderPlayers() {
    const box = $("players");
    box.classList.toggle("many", shown.players.length > 2);
    // The lit card is the mover's, always; a vote marks those it waits for with a badge.
    const voting = votingSeats();
    const moveClock = shown === V && !V.over && V.turn && V.turn.move_ms != null ? V.turn.seat : null;
    box.innerHTML = shown.players.map((p) => {
      const now = p.to_move;
      // (a rematch's lobby: each player of the game it plays again, asked or not yet)
      const votes = voting.get(p.seat) || (shown.board || p.asked == null ? ""
        : p.asked ? "rematch_asked" : "rematch_not_yet");
      const name = nameHtml(p);
      // Once over, the winner's card (each tied one's, a draw) says so in the badge's place.
      const res = p.result === "won" || p.result === "draw" ? p.result : "";
      const waits = votes === "chip_waits" || votes === "rematch_not_yet";
      return `<div role="listitem" class="chip${now ? " now" : ""}${
        votes ? (waits ? " waits" : " voting") : ""}${
        p.you ? " me" : ""}${res ? ` ${res}` : ""}" data-seat="${p.seat}" aria-label="${
        esc(chipLabel(p, null, votes))}">${
        votes ? `<span class="badge${votes === "chip_answering" ? " answering" : ""
        }${waits ? " waits" : ""}" aria-hidden="true">${esc(t(votes))}</span>` : ""}${
        res ? `<span class="badge ${res}" aria-hidden="true">${esc(t(`chip_${res}`))}</span>` : ""
        }<span class="name">${name}</span><span class="racknum"${
        rackWords(p) ? ` title="${esc(rackWords(p))}"` : ""}
        aria-hidden="true">${"▪".repeat(Math.min(rackShown(p), 9))}</span>
        <span class="score">${p.score}</span>${p.clock_ms == null ? "" :
        `<span class="clock" data-clock="${p.seat}"></span>`}${p.seat === moveClock ?
        `<span class="mclock" data-move="${p.seat}"></span>` : ""}</div>`;
    }).join("");
    // (once over, none: the bag's count says nothing then; the replay's earlier steps
    // say theirs)
    $("bag").textContent = shown.board && !(shown.over && shown === V)
      ? `${t("bag")}: ${shown.bag}` : "";
  }

  // A player's name; a computer's level on a line of its own (a narrow chip or the
  // replay's racks cut the name, not the level).
  function nameHtml(p) {
    const m = p.computer ? /^(.*\S)\s*\((.+)\)$/.exec(p.name) : null;
    return m ? `${esc(m[1])}<span class="level">${esc(m[2])}</span>` : esc(p.name);
  }

  // What a screen reader says of a player's box: the name, whether it is you, the score,
  // whether they are to move and their clock as the box shows it.
  function chipLabel(p, clock, votes = votingSeats().get(p.seat) || "") {
    let name = p.you ? t("chip_you", { name: p.name }) : p.name;
    if (p.computer && !p.name.toLowerCase().includes(t("computer").toLowerCase())) {
      name += `, ${t("computer")}`;
    }
    return [name, t("chip_score", { score: p.score }), p.to_move ? t("chip_to_move") : "",
      votes ? t(votes) : "", p.result === "won" ? t("chip_won") : "",
      p.result === "draw" ? t("chip_draw") : "", rackWords(p),
      clock ? t("chip_clock", { clock }) : ""]
      .filter(Boolean).join(", ");
  }
  // The marks of the tiles on a player's rack, in words ("5 tiles on the rack"): the
  // card's spoken label and the marks' title; none where no marks show.
  function rackWords(p) {
    const n = rackShown(p);
    return n && shown.rack_words ? shown.rack_words[n] || "" : "";
  }
  // Once over, no marks: every rack's tiles are in the replay's box (its racks at the
  // end), the replay's earlier steps show those of their moment.
  const rackShown = (p) => (!shown || (shown.over && shown === V) ? 0 : p.rack_count || 0);

  function buildBoard() {
    const b = shown.board;
    const cols = shown.columns || [];
    const rows = shown.rows_names || [];
    const board = $("board");
    board.style.setProperty("--cols", b.cols);
    board.style.setProperty("--rows", b.rows);
    let html = `<div role="row" class="row"><span class="corner" aria-hidden="true"></span>`;
    for (let c = 0; c < b.cols; c++) {
      html += `<span role="columnheader" class="coord">${esc(cols[c])}</span>`;
    }
    html += "</div>";
    for (let r = 0; r < b.rows; r++) {
      html += `<div role="row" class="row"><span role="rowheader" class="coord">${esc(rows[r])}</span>`;
      for (let c = 0; c < b.cols; c++) {
        html += `<div role="gridcell" class="cell" id="q${r}-${c}" data-r="${r}" data-c="${c}"></div>`;
      }
      html += "</div>";
    }
    board.innerHTML = html;
    board.setAttribute("aria-label", t("board"));
    board.setAttribute("aria-rowcount", b.rows + 1);
    board.setAttribute("aria-colcount", b.cols + 1);
    size();
  }

  function tileHtml(x, cell, everyTime, byValue, extra) {
    const pts = x.points == null ? "" : x.points;
    const v = byValue ? ` v${x.blank ? 0 : Math.min(5, pts || 0)}` : "";
    // Premiums that count every time stay visible: a corner in the square's colour.
    const under = everyTime && (cell.premium || cell.wym);
    const corner = under ? `<s class="under">${esc(cell.label || "")}</s>` : "";
    const on = under ? ` on on-${cell.wym ? "wym" : cell.premium}` : "";
    const sw = x.swappable && may("swap") ? " swappable" : "";
    return `<span class="tile${x.blank ? " blank" : ""}${x.last ? " last" : ""}${v}${sw}${on}${extra}">` +
      `<b>${esc(x.letter)}</b>${pts === "" || (x.blank && !pts) ? "" : `<i>${pts}</i>`}${corner}</span>`;
  }

  // How much a premium's label is narrowed to fit its square (" style=..." or nothing):
  // measured once per label and square size, in the label's own font.
  const fits = new Map();
  let measure = null;
  function labelFit(label) {
    const px = parseFloat($("board").style.getPropertyValue("--cell")) || 22;
    const k = `${px}|${label}`;
    if (!fits.has(k)) {
      measure = measure || document.createElement("canvas").getContext("2d");
      const size = px * 0.47;
      measure.font = `700 ${size}px ${getComputedStyle(document.body).fontFamily}`;
      const wide = measure.measureText(label).width - 0.03 * size * label.length;
      const room = px - 3;
      fits.set(k, wide > room ? ` style="--fit:${Math.max(0.6, room / wide).toFixed(3)}"` : "");
    }
    return fits.get(k);
  }

  function renderBoard() {
    const b = shown.board;
    const d = `${b.rows}x${b.cols}`;
    if (d !== dims || !$("board").firstChild) {
      dims = d;
      buildBoard();
    }
    const names = shown.columns || [];
    const rowsNames = shown.rows_names || [];
    const onBoard = new Map(b.tiles.map((x) => [key(x.r, x.c), x]));
    const live = shown === V;
    for (let r = 0; r < b.rows; r++) {
      for (let c = 0; c < b.cols; c++) {
        const el = $(`q${r}-${c}`);
        const cell = b.cells[r][c] || {};
        const k = key(r, c);
        const mine = live ? placed.get(k) : null;
        const x = onBoard.get(k);
        let cls = "cell";
        if (cell.premium) cls += ` p-${cell.premium}`;
        if (cell.wym) cls += " wym";
        if (cell.center) cls += " center";
        if (live && cursor && cursor.r === r && cursor.c === c) {
          cls += `${cursor.down ? " cur down" : " cur"}${fresh ? "" : " stale"}`;
        }
        let html = "";
        let label = `${names[c] || c + 1}${rowsNames[r] || r + 1}`;
        if (mine) {
          const t0 = byId(mine.id) || {};
          const pts = mine.blank ? null : t0.points;
          html = tileHtml({ letter: mine.letter, blank: mine.blank, points: pts }, cell,
            b.every_time ?? b.premiums_stay, b.by_value, " mine");
          html = html.replace("<span", `<span data-drag="board" data-id="${mine.id}"`);
          label += ` ${mine.letter}${mine.blank ? ` (${t("blank")})` : ""}`;
          cls += " has";
        } else if (x) {
          html = tileHtml(x, cell, b.every_time ?? b.premiums_stay, b.by_value, "");
          label += ` ${x.letter}${x.blank ? ` (${t("blank")})` : ""}`;
          if ((b.every_time ?? b.premiums_stay) && cell.label) label += `, ${cell.label}`;
          cls += " has";
        } else {
          if (cell.label) html = `<span class="lab"${labelFit(cell.label)}>${esc(cell.label)}</span>`;
          if (cell.arrow) html += `<span class="arr">${esc(cell.arrow)}</span>`;
          // The start square shows its star, on its premium's colour (as the pictures).
          if (cell.center) html = `<span class="star">★</span>`;
          if (cell.label) label += ` ${cell.label}${cell.arrow ? ` ${cell.arrow}` : ""}`;
        }
        if (el.className !== cls) el.className = cls;
        if (el._h !== html) {
          el.innerHTML = html;
          el._h = html;
        }
        el.setAttribute("aria-label", label);
      }
    }
    const board = $("board");
    if (live && cursor) board.setAttribute("aria-activedescendant", `q${cursor.r}-${cursor.c}`);
    else board.removeAttribute("aria-activedescendant");
  }

  // A rack tile's face, the same on the live rack and in the replay's racks: its letter
  // (a blank's symbol, styled as a blank), its points in the corner, its colour by value
  // where the rule set colours tiles so (Literaki).
  function rackFace(x) {
    const isBlank = x.letter === "?";
    const v = V.board && V.board.by_value ? ` v${isBlank ? 0 : Math.min(5, x.points || 0)}` : "";
    const sym = V.blank_symbol || "?";
    return { cls: `tile${isBlank ? " blank" : ""}${v}`,
      inner: `<b>${esc(isBlank ? sym : x.letter)}</b>${isBlank ? "" : `<i>${x.points}</i>`}` };
  }

  function renderRack() {
    const seated = !!(V.you && shown === V && !V.over);
    $("play").classList.toggle("spectator", !seated);
    // Once over, the play area holds nothing (no vote, no line): not an empty space
    // between the board and the replay.
    $("play").hidden = !!V.over;
    const box = $("rack");
    box.hidden = !seated;
    if (!seated) {
      box.innerHTML = "";
      return;
    }
    box.setAttribute("aria-label", t("rack"));
    // (an empty rack, its tiles all played and the move waiting: no empty gap held for it)
    box.classList.toggle("empty", !rack.length);
    // Redrawing must not drop the keyboard's place on the rack.
    const focused = box.contains(document.activeElement) ? document.activeElement.dataset.id : null;
    const down = placedIds();
    box.innerHTML = rack.map((x) => {
      if (down.has(x.id)) return `<span class="slot" aria-hidden="true"></span>`;
      const sel = exchanging ? exSel.has(x.id) : selected === x.id;
      const face = rackFace(x);
      return `<button type="button" class="${face.cls} rt${
        sel ? " sel" : ""}${x.freed ? " freed" : ""}" data-drag="rack" data-id="${x.id}"
        aria-pressed="${sel}" aria-label="${esc(tileWords(x))}">${face.inner}</button>`;
    }).join("");
    if (focused) {
      const again = box.querySelector(`[data-id="${focused}"]`) || box.querySelector("[data-id]");
      if (again) again.focus({ preventScroll: true });
    }
  }

  // A rack tile as a screen reader says it: "A, 1 point", "blank".
  const tileWords = (x) => (x.letter === "?" ? t("blank")
    : `${x.letter}, ${(V.point_words || {})[x.points] || `${x.points} ${t("points")}`}`);
  // A tile of a replay's rack: the live rack's face, not a button.
  const rackTile = (x) => {
    const face = rackFace(x);
    return `<span class="${face.cls}" role="img" aria-label="${esc(tileWords(x))}">${face.inner}</span>`;
  };

  function button(action, label, cls = "") {
    return `<button type="button" data-act="${action}" class="${cls}">${esc(label)}</button>`;
  }

  function renderActions() {
    const box = $("actions");
    if (!V.you || V.over || shown !== V) {
      box.innerHTML = "";
      $("hintbtn").hidden = true;
      return;
    }
    let html = "";
    if (exchanging) {
      const n = exSel.size;
      html += button("exchange_go", `${t("exchange")}${n ? ` (${n})` : ""}`, "primary");
      html += button("exchange_cancel", t("cancel"));
    } else {
      // The Play button's word, and a shorter one for a phone's row where the language
      // has one (Russian: "Сделать ход", "Сходить"): the styles show one of them.
      if (may("play")) {
        const long = t("submit");
        const short = t("submit_short");
        html += short && short !== "submit_short" && short !== long
          ? `<button type="button" data-act="play" class="primary"><span class="long">${
            esc(long)}</span><span class="short">${esc(short)}</span></button>`
          : button("play", long, "primary");
      }
      // Shuffle as its sign, named for a screen reader: four words fit a phone's row; none
      // with no tile on the rack (a move that used them all waits: a lone ⇄ over an empty
      // rack shuffled nothing).
      if (placed.size) html += button("recall", t("recall"));
      else if (rack.length) {
        html += `<button type="button" data-act="shuffle" class="icon" aria-label="${
          esc(t("shuffle"))}" title="${esc(t("shuffle"))}">⇄</button>`;
      }
      if (may("exchange")) {
        // An exchange limit's count in words, in the button's title and spoken name: "(3)"
        // on its face read as the tiles left on the rack while others lay on the board.
        const words = V.you.exchanges_left_text;
        html += !words ? button("exchange", t("exchange"))
          : `<button type="button" data-act="exchange" title="${esc(words)}" aria-label="${
            esc(`${t("exchange")}, ${words}`)}">${esc(t("exchange"))}</button>`;
      }
      if (may("pass")) html += button("pass", t("pass"));
      if (!V.pending) {
        if (may("challenge")) html += button("challenge", challengeLabel());
        if (may("accept")) html += button("accept", t("accept"));
      }
      if (may("undo")) html += button("undo", t("undo"));
    }
    box.innerHTML = html;
    // The chat's /hint, answered on this page only: by the header's buttons (the row
    // under the thumb holds the move's own in every language).  In a game with hints the
    // button keeps its place when it is not the player's turn (unavailable, its title
    // saying when it is), so that the header does not jump; a game without hints has none.
    const hb = $("hintbtn");
    const now = may("hint");
    hb.hidden = !V.you.hints && !now;
    hb.disabled = busy || !now;
    hb.setAttribute("aria-label", t("hint"));
    hb.title = now ? t("hint") : t("hint_later");
    const submit = box.querySelector('[data-act="play"]');
    const wait = busy || awaiting >= 0;
    if (submit) submit.disabled = wait || !placed.size || (preview && preview.ok === false);
    for (const b of box.querySelectorAll("button")) if (wait) b.disabled = true;
    const go = box.querySelector('[data-act="exchange_go"]');
    if (go) go.disabled = busy || !exSel.size;
  }

  // The doubt's button as the chat words it in this game's mode.
  function challengeLabel() {
    const mode = (V.pending && V.pending.mode) || V.word_check || "challenge";
    return mode === "challenge" ? t("challenge") : mode === "vote" ? t("check") : t("reject");
  }

  function renderPending() {
    const p = V.over ? null : V.pending;
    const box = $("pending");
    box.hidden = !p;
    if (p) {
      // One sentence of the server's (whom the move waits for, what they may do, in the
      // buttons' words), without commands or seconds: the buttons and the countdown beside
      // it say those here.  Whoever asked (or answered) waits for the others.
      const ask = p.kind === "undo" && may("undo_yes") && !p.waiting ? ` ${esc(t("undo_answer"))}` : "";
      const wait = p.waiting ? `<em class="wait">${esc(t("waiting_answer"))}</em>` : "";
      $("pendtext").innerHTML = `${marked(p)}${ask} <span class="count" data-closes="pending"></span>${wait}`;
      let html = "";
      if (p.kind === "undo") {
        if (may("undo_yes")) html += button("undo_yes", t("yes"), "primary");
        if (may("undo_no")) html += button("undo_no", t("no"));
      } else {
        if (may("accept")) html += button("accept", t("accept"), "primary");
        if (may("challenge")) html += button("challenge", challengeLabel());
      }
      if (p.may_vote === false || p.waiting) html = "";
      $("pendbtns").innerHTML = html;
    }
    // An /end asked (in the chat or here): beside the move's vote, asked of those who may
    // answer only; a spectator sees that it runs.
    const e = V.over ? null : V.end_vote;
    $("endvote").hidden = !e;
    if (e) {
      const ask = e.may_vote ? ` ${esc(t("end_question"))}` : "";
      const wait = e.waiting ? `<em class="wait">${esc(t("waiting_answer"))}</em>` : "";
      $("endtext").innerHTML = `${esc(e.text)}${ask} <span class="count" data-closes="end_vote"></span>${wait}`;
      $("endbtns").innerHTML = e.may_vote
        ? button("end_yes", t("agree"), "primary") + button("end_no", t("refuse")) : "";
    }
  }

  // A line as the server sent it, a blank's letter shown as the board shows it (the
  // server's `parts` mark it; the chat's own text writes it in lowercase).
  function marked(line) {
    if (!line.parts) return esc(line.text);
    return line.parts.map(([x, blank]) => (blank
      ? `<span class="bl" title="${esc(t("blank"))}">${esc(x)}</span>` : esc(x))).join("");
  }

  function renderStatus() {
    const box = $("status");
    let html = "";
    let cls = "status";
    if (exchanging) {
      const left = V.you && V.you.exchanges_left_text;
      html = esc(left ? `${t("exchange_choose")} (${left})` : t("exchange_choose"));
    } else if (placed.size && preview) {
      if (preview.ok) {
        // (the words formed, a blank's letter marked as in the history: `words_parts`)
        const words = (preview.words || []).join(", ");
        const shown = marked({ text: words, parts: preview.words_parts });
        html = `<strong>${preview.score}</strong> ${esc(t("points"))}${words ? ` · ${shown}` : ""}`;
        if (preview.text && !words) html = esc(preview.text);
        // A score, not a verdict: where a challenge, a check or a vote judges the words
        // later, the server's line that the word list has not been asked.
        if (preview.unchecked) html += ` <span class="unchecked">${esc(preview.unchecked)}</span>`;
      } else {
        // Still placing: what the placement lacks, said calmly (Play stays off until it
        // is a move); an alarm is for what the server refused once Play was pressed.
        html = esc(preview.message);
        cls += " note";
      }
    } else if (!placed.size) {
      const note = V.you && V.you.rack_note;
      if (tilesBack && V.you && !V.over) {
        html = esc(t(tilesBack.key));
        cls += " note";
      } else if (note && !V.over) html = esc(note);
      else if (V.spectator && !V.over) html = esc(t("spectator"));
    }
    // Both lines are live regions: rewritten only when they change, read out only then.
    box.className = cls;
    if (box._h !== html) {
      box.innerHTML = html || "&nbsp;";
      box._h = html;
    }
    const turn = shown.players.find((p) => p.to_move);
    // Once over, the result above says so (in the end text's words): not this line too.
    // (a move's time limit counts down on the mover's card)
    const line = V.over || !turn ? ""
      : V.you && turn.seat === V.you.seat ? esc(t("your_turn")) : waitingFor(turn.name);
    if ($("turn")._h !== line) {
      $("turn").innerHTML = line;
      $("turn")._h = line;
    }
    document.title = `${V.you && turn && turn.seat === V.you.seat && !V.over ? "● " : ""}${V.title}`;
  }

  // "Waiting for {name}", the name in a box of its own: a long one is cut, the words not.
  function waitingFor(name) {
    const [before, after = ""] = t("waiting", { name: "\u0000" }).split("\u0000");
    return `${before ? `<span>${esc(before)}</span>` : ""}<span class="who">${esc(name)}</span>${
      after ? `<span>${esc(after)}</span>` : ""}`;
  }

  function renderSide() {
    const s = shown;
    renderResult();
    const un = s.unseen || {};
    const letters = Object.keys(un).filter((k) => un[k] > 0);
    const alpha = s.alphabet || [];
    const rank = (k) => (k === "?" ? 1e6 : alpha.indexOf(k) < 0 ? 1e5 : alpha.indexOf(k));
    letters.sort((a, b) => rank(a) - rank(b));
    const total = letters.reduce((n, k) => n + un[k], 0);
    // Once over, every rack is in sight (the replay's): nothing is unseen.
    $("unseenbox").hidden = !!V.over;
    $("unseenhead").textContent = `${t("unseen")}: ${total} · ${t("bag")}: ${s.bag}`;
    const sym = s.blank_symbol && s.blank_symbol !== "?" ? s.blank_symbol : "?";
    // A count, not a tile's points: "A ×8" on the letter's line, and "A: 8 tiles" to a
    // screen reader (a rack tile's points sit in its corner, smaller).
    const counted = (n) => (s.count_words || {})[n] || String(n);
    $("unseen").innerHTML = letters.map((k) =>
      `<span class="un" role="img" aria-label="${esc(k === "?" ? t("blank") : k)}: ${
        esc(counted(un[k]))}"><b>${esc(k === "?" ? sym : k)}</b><i class="count">×${
        un[k]}</i></span>`).join("");
    renderLegend();
    $("historyhead").textContent = t("history");
    const hist = $("history");
    const stick = hist.scrollTop + hist.clientHeight >= hist.scrollHeight - 4;
    // Numbered as /history numbers them (the server's `n`): a move's taking off right
    // after it is told in the move's entry, a line of its own with no number.
    const lines = (s.history || []).map((h) =>
      `<li class="${[h.withdrawn ? "withdrawn" : "", h.same ? "same" : ""].join(" ").trim()
      }"${h.n != null && !h.same ? ` value="${h.n}"` : ""}>${marked(h)}</li>`).join("");
    if (hist._h !== lines) {
      hist.innerHTML = lines;
      hist._h = lines;
    }
    if (stick) fitHistory();
    $("zoom").setAttribute("aria-label", t("zoom"));
    $("zoom").title = t("zoom");
    const rp = $("replay");
    rp.hidden = !V.over;
    if (V.over) {
      const n = Number($("moveslider").value);
      $("movelabel").textContent = moveLabel(n);
      $("moveslider").setAttribute("aria-label", t("replay"));
      $("moveslider").setAttribute("aria-valuetext", moveLabel(n));
      $("analyse").textContent = t("analysis");
      // A finished game's replay shows the racks of that moment (the server decides which);
      // at the end, each player's tiles left and what they are worth, or that they had none
      // (they went out).
      const at = s === V ? V.moves : Number(s.move ?? n);
      const end = at >= V.moves;
      const racks = s.players.filter((p) => p.rack).map((p) => {
        const tiles = p.rack.map(rackTile).join("");
        const worth = p.rack.reduce((sum, x) => sum + (x.points || 0), 0);
        const rest = !p.rack.length ? `<span class="left">${esc(t("rack_out"))}</span>`
          : end ? `${tiles}<span class="left">${esc(p.rack_worth || `${worth} ${t("points")}`)}</span>`
            : tiles;
        return `<li><span class="who" title="${esc(p.name)}">${nameHtml(p)}</span><span class="tiles">${rest}</span></li>`;
      });
      if (!racks.length && s.you && s.you.rack) {
        racks.push(`<li><span class="who">${esc(t("rack"))}</span><span class="tiles">${
          s.you.rack.map(rackTile).join("")}</span></li>`);
      }
      $("racks").innerHTML = racks.join("");
      // Which racks these are: the replay's are those the move shown was made from (the
      // board shows it made), the start's as dealt, the end's the tiles left over.
      $("rackshead").textContent = !racks.length ? "" : end ? t("racks_left")
        : at === 0 ? t("racks_dealt") : t("racks_before", { n: moveNo(at) });
      const a = $("gcg");
      a.textContent = t("download");
      a.href = `${API}/gcg?s=${encodeURIComponent(S)}`;
      a.setAttribute("download", `game-${V.game}.gcg`);
    }
  }

  // The end as the chat's end message says it: why, the scores and the winner, then the
  // ratings' changes (or that the game is not rated); and the chat's rematch where it is
  // offered to this player, or the way to the rematch they have joined.
  function renderResult() {
    const res = $("result");
    res.hidden = !V.over;
    let html = "";
    if (V.over) {
      const lines = [...String(V.result || t("over")).split("\n"), ...(V.ratings || [])];
      html = lines.map((x, i) => `<p${i ? ' class="more"' : ""}>${esc(x)}</p>`).join("");
      const r = V.rematch;
      if (r) {
        html += `<div class="btns">${r.link ? `<a class="button primary" href="${esc(r.link)}">${
          esc(t("rematch_go"))}</a>` : button("rematch", t("rematch"), "primary")}</div>`;
      }
    }
    if (res._h !== html) {
      res.innerHTML = html;
      res._h = html;
    }
  }

  // The moves' list scrolled to its end (the latest move at the bottom) shows whole lines:
  // its height, at most the style's, is cut to begin at the top of a line, never through
  // the middle of one (a box of 30vh holds no whole number of them).
  function fitHistory() {
    const hist = $("history");
    hist.style.height = "";
    if (!hist.offsetParent) return;  // (the box closed: fitted when it opens)
    const end = hist.scrollHeight;
    const top = end - hist.clientHeight;
    if (top > 0) {
      const first = [...hist.children].find((li) => li.offsetTop >= top - 0.5);
      if (first) hist.style.height = `${end - first.offsetTop}px`;
    }
    hist.scrollTop = hist.scrollHeight;
  }
  $("historybox").addEventListener("toggle", () => { if ($("historybox").open) fitHistory(); });
  // Its lines wrap anew when its width changes (a scroll bar of the panel comes or goes).
  if (window.ResizeObserver) {
    let width = 0;
    new ResizeObserver(([e]) => {
      const hist = $("history");
      if (e.contentRect.width === width) return;
      width = e.contentRect.width;
      if (hist.scrollTop + hist.clientHeight >= hist.scrollHeight - 4) fitHistory();
    }).observe($("history"));
  }

  // What the squares do (their labels as on the board) and how to play by keyboard.
  function renderLegend() {
    const items = shown.legend || [];
    const html = items.map((x) => `<li><span class="cell sw ${x.premium === "wym" ? "wym" :
      `p-${esc(x.premium)}`}" aria-hidden="true"><span class="lab">${esc(x.label)}</span></span>
      <span><b>${esc(x.label)}</b>: ${esc(x.text)}</span></li>`).join("");
    const list = $("legend");
    if (list._h !== html) {
      list.innerHTML = html;
      list._h = html;
    }
    $("legendhead").textContent = t("legend");
    $("legendbox").hidden = !items.length;
  }

  // How to play by keyboard, under the board: set before the board is sized, which leaves
  // it room on a wide screen (the board fits the window's height with the line whole).
  function renderKeys() {
    const text = V.you && !V.over ? t("keys_hint") : "";
    const hint = $("keyshint");
    if (hint.textContent === text) return;
    hint.textContent = text;
    if ($("board").firstChild) size();
  }

  // ---- clocks -----------------------------------------------------------------------------
  function fmt(ms) {
    const neg = ms < 0;
    const s = Math.floor(Math.abs(ms) / 1000);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const ss = String(s % 60).padStart(2, "0");
    return `${neg ? "−" : ""}${h ? `${h}:${String(m).padStart(2, "0")}` : m}:${ss}`;
  }
  function tick() {
    if (!V) return;
    const spent = performance.now() - got;
    const running = V.turn && V.turn.clock_running && !V.over && shown === V;
    for (const el of document.querySelectorAll("[data-clock]")) {
      const p = shown.players.find((x) => String(x.seat) === el.dataset.clock);
      if (!p || p.clock_ms == null) continue;
      const ms = p.clock_ms - (running && p.to_move ? spent : 0);
      const shownTime = fmt(Math.ceil(ms / 1000) * 1000);
      if (el.textContent !== shownTime) {
        el.textContent = shownTime;
        const chip = el.closest(".chip");
        if (chip) chip.setAttribute("aria-label", chipLabel(p, shownTime));
      }
      el.classList.toggle("low", ms < 10000);
    }
    const m = document.querySelector("[data-move]");
    if (m && V.turn && V.turn.move_ms != null) {
      // The move's own time limit, on the mover's card beside the game clock.
      const left = V.turn.move_ms - (V.over ? 0 : spent);
      const text = `⏱ ${fmt(Math.max(0, Math.ceil(left / 1000) * 1000))}`;
      if (m.textContent !== text) {
        m.textContent = text;
        m.setAttribute("aria-label", t("chip_move", { clock: text.slice(2) }));
      }
      m.classList.toggle("low", left < 10000);
    }
    zeroCheck(spent);
    if ($("actions").querySelector('[data-act="undo"]') && !may("undo")) renderActions();
    for (const c of document.querySelectorAll("[data-closes]")) {
      const vote = V[c.dataset.closes];
      if (!vote || vote.closes_ms == null) continue;
      c.textContent = t("seconds", { n: Math.max(0, Math.ceil((vote.closes_ms - spent) / 1000)) });
    }
  }
  setInterval(tick, 250);

  // The player's own time (the move's limit or the game clock) ran out on this page's
  // count: the server's time-out is due now.  Should its news not come (a stream stalled
  // behind a proxy, a phone's connection gone quiet), the state is asked for, a few times,
  // so that tiles put down never stay on a turn that has ended.
  function zeroCheck(spent) {
    if (!V.you || V.over || !V.turn || V.turn.seat !== V.you.seat || shown !== V) return;
    const me = V.players.find((p) => p.seat === V.you.seat);
    const lefts = [V.turn.move_ms, V.turn.clock_running && me ? me.clock_ms : null]
      .filter((x) => x != null).map((x) => x - spent);
    if (!lefts.length || Math.min(...lefts) > -1500) return;
    const k = String(V.version);
    if (zeroFor !== k) {
      zeroFor = k;
      zeroTries = 0;
    }
    const due = 1500 + zeroTries * 3000;
    if (zeroTries >= 4 || Math.min(...lefts) > -due) return;
    zeroTries++;
    refresh();
  }

  // ---- placing tiles ---------------------------------------------------------------------
  function chooseLetter() {
    return new Promise((resolve) => {
      const alpha = V.alphabet || [];
      dialog(t("blank_choose"), alpha.map((l) =>
        `<button type="button" class="tile pick" value="${esc(l)}" aria-label="${esc(l)}"><b>${esc(l)}</b></button>`
      ).join(""), [["", t("cancel")]], (v) => resolve(v || null), "letters");
    });
  }

  async function place(id, r, c) {
    const x = byId(id);
    if (!x || !V.you || V.over) return false;
    const k = key(r, c);
    const onBoard = V.board.tiles.find((y) => y.r === r && y.c === c);
    if (onBoard) {
      // The erudit-home blank swap: the real letter goes where a blank of that letter lies.
      const swappable = onBoard.swappable ?? onBoard.blank;
      if (swappable && onBoard.letter === x.letter && may("swap") && !placed.has(k)) {
        takeBack(id);
        placed.set(k, { id, letter: x.letter, blank: false, swap: true });
        order.push(k);
        rack.push({ id: nextId++, letter: "?", points: 0, freed: k });
        changed();
        return true;
      }
      return false;
    }
    if (placed.has(k)) {
      const other = placed.get(k);
      if (other.id === id) return true;
      takeBack(other.id);
    }
    let letter = x.letter;
    let blank = false;
    if (x.letter === "?") {
      const prev = [...placed.values()].find((p) => p.id === id);
      const at = epoch;
      letter = prev ? prev.letter : await chooseLetter();
      // The board or the turn changed while the letter was being chosen: not on it.
      if (!letter || at !== epoch || !byId(id) || shown !== V || V.over) return false;
      blank = true;
    }
    takeBack(id, true);
    placed.set(k, { id, letter, blank });
    order.push(k);
    changed();
    return true;
  }

  function placeLetter(id, letter, r, c) {
    const x = byId(id);
    const k = key(r, c);
    placed.set(k, { id, letter, blank: x.letter === "?" });
    order.push(k);
  }

  // Removes tile `id` from the board (quiet: no redraw).  A swapped letter takes its freed
  // blank back off the rack (and off the board, if it went down already).
  function takeBack(id, quiet) {
    for (const [k, p] of placed) {
      if (p.id !== id) continue;
      placed.delete(k);
      order = order.filter((o) => o !== k);
      if (p.swap) {
        const freed = rack.find((y) => y.freed === k);
        if (freed) {
          takeBack(freed.id, true);
          rack = rack.filter((y) => y !== freed);
        }
      }
    }
    if (!quiet) changed();
  }

  function recallAll(redraw = true) {
    placed.clear();
    order = [];
    rack = rack.filter((x) => !x.freed);
    preview = null;
    previewSeq++;  // a preview on its way is of tiles no longer down
    clearTimeout(previewTimer);
    if (redraw) changed();
  }

  function changed() {
    selected = null;
    preview = null;
    if (placed.size) tilesBack = null;
    render();
    clearTimeout(previewTimer);
    const seq = ++previewSeq;
    if (!placed.size || !V.you) return;
    previewTimer = setTimeout(async () => {
      let r;
      try {
        r = await post("/preview", payload());
      } catch (e) {
        r = { ok: false, message: e.message };
      }
      if (seq !== previewSeq) return;
      preview = r;
      renderStatus();
      renderActions();
    }, 180);
  }

  function payload() {
    const tiles = [];
    const swaps = [];
    for (const [k, p] of placed) {
      const [r, c] = k.split(",").map(Number);
      if (p.swap) swaps.push({ r, c });
      else tiles.push({ r, c, letter: p.letter, blank: p.blank });
    }
    return swaps.length ? { tiles, swaps } : { tiles };
  }

  // ---- actions ---------------------------------------------------------------------------
  async function act(body) {
    if (busy) return;
    busy = true;
    renderActions();
    const sent = V.version;
    try {
      const r = await post("/act", body);
      if (r.ok === false) toast(r.message || "", true);
      else if (r.go) {
        // A rematch: the player's board of the new game (its lobby until all have asked);
        // inside Telegram its data and theme go along (the fragment).
        location.assign(r.go + location.hash);
        return;
      } else {
        if (r.message) toast(r.message, false);
        // The tiles stay where they are until the new state takes them into the board
        // (no flash back onto the rack); the buttons wait for it too.
        if ((body.action === "play" || body.action === "swap") && V.version === sent) {
          awaiting = sent;
          // Should the stream be stalled, the state is fetched rather than waited for.
          setTimeout(async () => {
            if (awaiting !== sent) return;
            try { load(await get("/state")); } catch (e) { toast(e.message, true); }
            awaiting = -1;
            render();
          }, 4000);
        }
        if (body.action === "exchange") {
          exchanging = false;
          exSel.clear();
        }
      }
    } catch (e) {
      toast(e.message, true);
    } finally {
      busy = false;
      render();
    }
  }

  function onAction(a) {
    switch (a) {
      case "play":
        cursor = null;
        if (placed.size) act({ action: "play", ...payload() });
        break;
      case "recall":
        cursor = null;
        recallAll();
        break;
      case "shuffle": shuffle(); break;
      case "exchange":
        recallAll(false);
        exchanging = true;
        exSel.clear();
        render();
        break;
      case "exchange_cancel":
        exchanging = false;
        exSel.clear();
        render();
        break;
      case "exchange_go": {
        // Asked once more, with what it costs (the turn, no score): the server's words.
        const chosen = rack.filter((x) => exSel.has(x.id));
        const letters = chosen.map((x) => x.letter);
        if (!letters.length) break;
        const text = (V.exchange_confirm || {})[letters.length] ||
          `${t("exchange")} (${letters.length})?`;
        // (the tiles as the live rack shows them: its face, points and a blank's sign)
        const tiles = chosen.map(rackTile).join("");
        dialog(text, tiles, [["yes", t("exchange")], ["", t("cancel")]], (v) => {
          if (v === "yes" && exchanging) act({ action: "exchange", letters });
        }, "tiles");
        break;
      }
      case "pass":
        dialog(t("pass_confirm"), "", [["yes", t("yes")], ["", t("no")]], (v) => {
          if (v === "yes") act({ action: "pass" });
        });
        break;
      case "challenge":
        // Asked once more, with what it costs in this game (a lost turn in a double
        // challenge, nothing where the word list or the majority decides): the server's
        // sentence, as the rules say it.
        dialog(V.pending && V.pending.confirm
          ? { text: V.pending.confirm, parts: V.pending.confirm_parts } : `${challengeLabel()}?`, "",
          [["yes", challengeLabel()], ["", t("cancel")]], (v) => {
            if (v === "yes") act({ action: a });
          });
        break;
      case "resign":
        // Asked once more (what follows it: the game ends, or the others play on), the
        // answer that keeps playing the one focused.
        dialog(V.you.resign_confirm || `${t("resign")}?`, "",
          [["yes", t("resign")], ["", t("cancel")]], (v) => {
            if (v !== "yes" || !may("resign")) return;
            helpOpen = false;
            act({ action: "resign" });
          });
        $("dlgbtns").querySelector('[value="yes"]').classList.add("danger");
        $("dlgbtns").querySelector('[value=""]').focus();
        break;
      case "hint": hint(); break;
      default: act({ action: a });
    }
  }

  // The chat's /hint for this player, through the same command: its answer (or the
  // reason there is none) shows here only, never in a chat.
  async function hint() {
    if (busy) return;
    busy = true;
    renderActions();
    const box = $("hintbox");
    try {
      const r = await post("/act", { action: "hint" });
      box.innerHTML = r.message ? marked({ text: r.message, parts: r.parts }) : "";
      box.hidden = !r.message;
    } catch (e) {
      toast(e.message, true);
    } finally {
      busy = false;
      render();
    }
    if (!box.hidden) reveal(box);
  }

  // A box just shown is brought into sight whole: on a phone above the dock (a vote's box
  // tops it and would cover the box's lower lines), its top first if it is taller than
  // the room; on a wide screen within the side panel (and once over, with no dock, on a
  // phone too: the analysis's answer).
  function reveal(el) {
    const play = $("play");
    if (getComputedStyle(play).position !== "sticky" || play.hidden) {
      el.scrollIntoView({ block: "nearest", behavior: "instant" });
      return;
    }
    const r = el.getBoundingClientRect();
    const floor = play.getBoundingClientRect().top - 4;
    let dy = r.bottom > floor ? r.bottom - floor : 0;
    if (r.top - dy < 4) dy = r.top - 4;
    if (dy) window.scrollBy({ top: dy, behavior: "instant" });
  }

  // How to play, in a few lines, as the server words them for this rule set (touch and
  // keyboard both; the doubt, the undo and the WYM squares only where the game has them).
  function renderHelp() {
    const btn = $("helpbtn");
    btn.setAttribute("aria-label", t("help"));
    btn.title = t("help");
    btn.setAttribute("aria-expanded", String(helpOpen));
    $("help").hidden = !helpOpen;
    if (!helpOpen) return;
    // Resigning is here, out of the way of the move's row, and asked once more.
    const rb = $("resignbtn");
    rb.hidden = !may("resign") || shown !== V;
    $("helpacts").hidden = rb.hidden;
    rb.textContent = t("resign");
    rb.disabled = busy;
    // The keyboard's line: on a touch screen for a screen reader only (the styles).
    // (the ⤢'s line where the button shows: on a phone)
    const html = (V.help || []).map((x, i) => `<li${i === V.help_keys ? ' class="kbd"'
      : i === V.help_zoom ? ' class="zoomline"' : ""}>${esc(x)}</li>`).join("");
    if ($("helplist")._h !== html) {
      $("helplist").innerHTML = html;
      $("helplist")._h = html;
    }
  }
  $("hintbtn").addEventListener("click", () => { if (!busy) hint(); });
  $("helpbtn").addEventListener("click", () => {
    helpOpen = !helpOpen;
    renderHelp();
  });

  function shuffle() {
    // Only the order on this page changes: the rack itself is the server's.
    for (let i = rack.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [rack[i], rack[j]] = [rack[j], rack[i]];
    }
    renderRack();
  }

  function moveInRack(id, beforeId, after) {
    const x = byId(id);
    if (!x) return;
    rack = rack.filter((y) => y !== x);
    let i = beforeId == null ? rack.length : rack.findIndex((y) => y.id === beforeId);
    if (i < 0) i = rack.length;
    rack.splice(after ? i + 1 : i, 0, x);
  }

  // ---- taps ------------------------------------------------------------------------------
  function onCellTap(r, c) {
    if (shown !== V || V.over) return;
    const k = key(r, c);
    const mine = placed.get(k);
    const put = lastPut;
    lastPut = "";
    if (mine && selected == null) {
      // The square a rack tap has just put this tile on (the arrow's): the player tapping
      // where it goes, tile first, as the help says; it stays, the arrow still on.
      if (put === k && fresh) return;
      fresh = false;
      takeBack(mine.id);
      return;
    }
    if (selected != null && V.you) {
      const id = selected;
      selected = null;
      cursor = null;
      fresh = false;
      place(id, r, c);
      return;
    }
    if (V.board.tiles.some((x) => x.r === r && x.c === c)) return;
    // A click on a square points across; a second one on it, down.  The start square
    // marked by the focus this very click gave the board (or a click off the squares)
    // is not a first click: the click on it points across.  The arrow moved on to it (by
    // a tile, a letter or a key) keeps its way.
    const here = cursor && cursor.r === r && cursor.c === c;
    const again = !cursorShown && here && fresh && cursorBy === "tap";
    const kept = !cursorShown && here && fresh && cursorBy !== "tap";
    cursorShown = false;
    cursor = again || kept ? { r, c, down: again ? !cursor.down : cursor.down } : { r, c, down: false };
    fresh = true;
    cursorBy = "tap";
    renderBoard();
    $("board").focus({ preventScroll: true });
  }

  function onRackTap(id) {
    if (exchanging) {
      if (exSel.has(id)) exSel.delete(id); else exSel.add(id);
      renderRack();
      renderActions();
      return;
    }
    selected = selected === id ? null : id;
    if (selected != null && cursor && fresh && !occupied(cursor.r, cursor.c)) {
      const target = cursor;
      selected = null;
      place(id, target.r, target.c).then((done) => {
        // (a blank's letter not chosen: the arrow stays, for the next tile)
        if (cursor !== target) return;
        fresh = true;
        if (!done) return renderBoard();
        lastPut = key(target.r, target.c);
        advance();
      });
      return;
    }
    renderRack();
    renderBoard();
  }

  // Anything else clicked or tapped (a button, the help, the page) is the player's last
  // doing now: the arrow no longer takes the next rack tap (the keyboard still types on
  // it), and a tile's square is no longer just filled.
  document.addEventListener("click", (e) => {
    const el = e.target;
    if (el.closest && el.closest("#board .cell, #rack [data-id]")) return;
    lastPut = "";
    if (!fresh) return;
    fresh = false;
    if (V && V.board && cursor) renderBoard();
  }, true);
  $("board").addEventListener("click", (e) => {
    if (suppressClick) return;
    const cell = e.target.closest(".cell");
    if (cell) onCellTap(Number(cell.dataset.r), Number(cell.dataset.c));
  });
  $("rack").addEventListener("click", (e) => {
    if (suppressClick) return;
    const b = e.target.closest("[data-id]");
    if (b) onRackTap(Number(b.dataset.id));
  });
  for (const box of [$("actions"), $("pendbtns"), $("endbtns"), $("helpacts"), $("result")]) {
    box.addEventListener("click", (e) => {
      const b = e.target.closest("[data-act]");
      if (b && !b.disabled) onAction(b.dataset.act);
    });
  }
  $("zoom").addEventListener("click", () => {
    zoomed = !zoomed;
    $("zoom").setAttribute("aria-pressed", String(zoomed));
    $("boardwrap").classList.toggle("zoomed", zoomed);
    size();
    if (shown && shown.board) renderBoard();  // the labels' fit to the new squares
    const focus = cursor || (order.length && { r: +order[0].split(",")[0], c: +order[0].split(",")[1] });
    const el = focus ? $(`q${focus.r}-${focus.c}`) : $("board").querySelector(".center");
    // Zoomed in: where the player types or puts tiles, else the latest move, else the star.
    if (zoomed && !focus && shown === V && lastOf(V)) followLast();
    else if (zoomed && el) el.scrollIntoView({ block: "center", inline: "center" });
  });

  // ---- dragging (pointer events: mouse, pen and touch alike) -----------------------------
  let drag = null;
  document.addEventListener("pointerdown", (e) => {
    const el = e.target.closest("[data-drag]");
    if (!el || e.button > 0 || !V || !V.you || V.over || shown !== V) return;
    drag = { id: Number(el.dataset.id), from: el.dataset.drag, el, x: e.clientX, y: e.clientY,
      moved: false, ghost: null, over: null };
  });
  document.addEventListener("pointermove", (e) => {
    if (!drag) return;
    if (!drag.moved) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
      if (exchanging) return;
      drag.moved = true;
      const g = drag.el.cloneNode(true);
      g.classList.add("ghost");
      g.removeAttribute("id");
      const rect = drag.el.getBoundingClientRect();
      g.style.width = `${Math.max(rect.width, 36)}px`;
      g.style.height = `${Math.max(rect.height, 36)}px`;
      document.body.appendChild(g);
      drag.ghost = g;
      drag.el.classList.add("dragging");
    }
    e.preventDefault();
    drag.ghost.style.transform =
      `translate(${e.clientX - drag.ghost.offsetWidth / 2}px, ${e.clientY - drag.ghost.offsetHeight * 0.9}px)`;
    const target = dropTarget(e.clientX, e.clientY);
    if (drag.over !== target) {
      if (drag.over) drag.over.classList.remove("drop");
      drag.over = target;
      if (target) target.classList.add("drop");
    }
  }, { passive: false });
  // The tile being dragged let go of: dropped where the pointer is (`e`), or nowhere
  // (`cancel`: the gesture cancelled, or a drag begun on the board as it was, the state
  // changed under it: see `stale`).
  function endDrag(e, cancel) {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (!d.moved) return;
    d.ghost.remove();
    d.el.classList.remove("dragging");
    if (d.over) d.over.classList.remove("drop");
    suppressClick = true;
    setTimeout(() => { suppressClick = false; }, 0);
    if (cancel) return;
    const target = dropTarget(e.clientX, e.clientY);
    if (!target) return;
    fresh = false;
    if (target.classList.contains("cell")) {
      cursor = null;
      place(d.id, Number(target.dataset.r), Number(target.dataset.c));
    } else {
      // Onto the rack: back from the board, and to the place it was dropped at.
      const onTile = target.closest("[data-id]");
      let after = false;
      if (onTile) {
        const rect = onTile.getBoundingClientRect();
        after = e.clientX > rect.left + rect.width / 2;
      }
      if (d.from === "board") takeBack(d.id, true);
      moveInRack(d.id, onTile ? Number(onTile.dataset.id) : null, after);
      changed();
    }
  }
  document.addEventListener("pointerup", (e) => endDrag(e, false));
  document.addEventListener("pointercancel", (e) => endDrag(e, true));

  function dropTarget(x, y) {
    const el = document.elementFromPoint(x, y);
    if (!el) return null;
    const cell = el.closest(".cell");
    if (cell) return cell;
    const rt = el.closest("#rack [data-id]");
    if (rt) return rt;
    return el.closest("#rack, #play") ? $("rack") : null;
  }

  // ---- the keyboard (woogles' way: a square, a direction, then type) ----------------------
  const occupied = (r, c) =>
    placed.has(key(r, c)) || V.board.tiles.some((x) => x.r === r && x.c === c);
  function step(p, back) {
    const d = back ? -1 : 1;
    return p.down ? { r: p.r + d, c: p.c, down: true } : { r: p.r, c: p.c + d, down: false };
  }
  function advance() {
    if (!cursor) return;
    let p = step(cursor);
    while (inBoard(p) && occupied(p.r, p.c)) p = step(p);
    if (inBoard(p)) cursor = p;
    fresh = true;
    cursorBy = "step";
    renderBoard();
  }

  // A key typed as the game's letter: in the game's case, and a letter the tile set lacks
  // read by the server's look-alike table (the chat's own: a Latin "a" typed on a
  // Cyrillic set is its "а"), never by a table of the page's.
  function letterOf(ch) {
    const up = (x) => x.toLocaleUpperCase(V.lang || undefined);
    const alpha = V.alphabet || [];
    if (alpha.includes(up(ch))) return up(ch);
    const twin = (V.lookalikes || {})[ch] ?? (V.lookalikes || {})[up(ch)];
    return twin ? up(twin) : up(ch);
  }

  // A key that is no letter of the game (nor a look-alike of one) is said, once for a
  // burst of typing (keys less than FOREIGN_GAP_MS apart), not once for each key.
  const FOREIGN_GAP_MS = 1500;
  let typedAt = -Infinity;
  let foreignTold = false;
  function typeLetter(ch) {
    if (!V.you || V.over || shown !== V || exchanging) return false;
    const L = letterOf(ch);
    const alpha = V.alphabet || [];
    const at = performance.now();
    if (at - typedAt > FOREIGN_GAP_MS) foreignTold = false;
    typedAt = at;
    if (!alpha.includes(L)) {
      if (!foreignTold) toast(t("key_foreign", { letter: L }), false, 6000);
      foreignTold = true;
      return true;
    }
    if (!cursor) {
      const mid = V.board.cells.flat().findIndex((x) => x.center);
      const cols = V.board.cols;
      cursor = { r: Math.floor(mid / cols), c: mid % cols, down: false };
    }
    let p = { ...cursor };
    while (inBoard(p) && occupied(p.r, p.c)) p = step(p);
    if (!inBoard(p)) return true;
    const down = placedIds();
    let x = rack.find((y) => !down.has(y.id) && y.letter === L && !y.freed);
    if (!x) x = rack.find((y) => !down.has(y.id) && y.letter === "?");
    if (!x) return true;
    placeLetter(x.id, L, p.r, p.c);
    cursor = p;
    advance();
    changed();
    return true;
  }

  $("board").addEventListener("keydown", (e) => {
    if (!V || e.ctrlKey || e.metaKey || e.altKey) return;
    cursorShown = false;  // the keys move or turn it: the player's own now
    lastPut = "";
    const b = V.board;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      e.preventDefault();
      const [dr, dc] = moves[e.key];
      if (!cursor) cursor = { r: Math.floor(b.rows / 2), c: Math.floor(b.cols / 2), down: false };
      else cursor = { ...cursor, r: Math.min(b.rows - 1, Math.max(0, cursor.r + dr)),
        c: Math.min(b.cols - 1, Math.max(0, cursor.c + dc)) };
      fresh = true;
      cursorBy = "key";
      renderBoard();
      const el = $(`q${cursor.r}-${cursor.c}`);
      if (zoomed && el) el.scrollIntoView({ block: "nearest", inline: "nearest" });
    } else if (e.key === " " && cursor) {
      e.preventDefault();
      cursor = { ...cursor, down: !cursor.down };
      fresh = true;
      renderBoard();
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (selected != null && cursor) onCellTap(cursor.r, cursor.c);
      else if (placed.size && may("play")) onAction("play");
    } else if (e.key === "Backspace" || e.key === "Delete") {
      e.preventDefault();
      const k = order[order.length - 1];
      if (!k) return;
      const [r, c] = k.split(",").map(Number);
      takeBack(placed.get(k).id, true);
      cursor = { r, c, down: cursor ? cursor.down : false };
      fresh = true;
      cursorBy = "key";
      changed();
    } else if (e.key === "Escape") {
      fresh = false;
      if (placed.size) recallAll();
    } else if (e.key.length === 1 && /\p{L}/u.test(e.key)) {
      if (typeLetter(e.key)) e.preventDefault();
    }
  });

  // A letter typed anywhere else on the page (the rack, a button) goes to the board too.
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !V || !V.board) return;
    const el = e.target;
    if (el.closest && el.closest("#board, input, textarea, select, dialog")) return;
    if (e.key.length === 1 && /\p{L}/u.test(e.key) && typeLetter(e.key)) {
      e.preventDefault();
      $("board").focus({ preventScroll: true });
    }
  });

  // Reached by the keyboard, the board shows where typing goes: the start square first.
  $("board").addEventListener("focus", () => {
    if (cursor || !V || !V.board || !V.you || V.over || shown !== V) return;
    // A touch on a square places or picks there itself; a mouse or the keyboard gets
    // the start square marked, so that typing shows where it goes.
    if (!$("board").matches(":focus-visible") && !matchMedia("(pointer: fine)").matches) return;
    const mid = V.board.cells.flat().findIndex((x) => x.center);
    if (mid < 0) return;
    cursor = { r: Math.floor(mid / V.board.cols), c: mid % V.board.cols, down: false };
    cursorShown = true;
    fresh = true;
    cursorBy = "key";
    renderBoard();
  });

  // The rack: arrows move between tiles, Shift+arrows move the tile itself.
  $("rack").addEventListener("keydown", (e) => {
    const b = e.target.closest("[data-id]");
    if (!b || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    const tiles = [...$("rack").querySelectorAll("[data-id]")];
    const i = tiles.indexOf(b);
    const j = i + (e.key === "ArrowLeft" ? -1 : 1);
    if (j < 0 || j >= tiles.length) return;
    const id = Number(b.dataset.id);
    if (e.shiftKey) {
      moveInRack(id, Number(tiles[j].dataset.id), j > i);
      renderRack();
      const again = $("rack").querySelector(`[data-id="${id}"]`);
      if (again) again.focus();
    } else tiles[j].focus();
  });

  // ---- the replay --------------------------------------------------------------------------
  $("moveslider").addEventListener("input", () => {
    const n = Number($("moveslider").value);
    $("movelabel").textContent = moveLabel(n);
    $("moveslider").setAttribute("aria-valuetext", moveLabel(n));
    $("analysis").textContent = "";
    $("analyse").disabled = n === 0;
    clearTimeout(replayTimer);
    replayTimer = setTimeout(async () => {
      if (n >= V.moves) {
        shown = V;
        render();
        return;
      }
      try {
        const v = await get("/replay", { move: n });
        if (Number($("moveslider").value) !== n) return;
        shown = v;
        render();
        // An analysis asked before this step's board came (a tap right after the slide)
        // was brought into sight on the board before: this one's heights move it again.
        if ($("analysis").textContent) reveal($("analysis"));
      } catch (e) {
        toast(e.message, true);
      }
    }, 120);
  });
  $("analyse").addEventListener("click", async () => {
    const out = $("analysis");
    out.textContent = "…";
    try {
      const slider = $("moveslider");
      const a = await get("/analysis", { move: slider.value });
      // Asked on the game's ending (where the replay opens), the server answers with the
      // first move that has a finding: the replay goes to that step (its board comes, and
      // the analysis is kept: the slider's handler clears it, so it is written after).
      if (a.move != null && String(a.move) !== slider.value) {
        slider.value = String(a.move);
        slider.dispatchEvent(new Event("input"));
      }
      // Never silent: a step with no move (a turn lost) says so in the server's words, a
      // move with no analysis too.
      const text = a.text || [a.best, a.lost, (a.missed_bingos || []).join(", ")]
        .filter((x) => x != null && x !== "").join(" · ") || t("analysis_none");
      out.innerHTML = marked({ text, parts: a.text ? a.parts : null });
    } catch (e) {
      out.textContent = e.message;
    }
    // Below the replay's box on a phone, often under the screen's edge: brought into
    // sight, as the hint's answer is.
    reveal(out);
  });

  // Telegram's web view downloads nothing from a link: it asks Telegram to (Bot API 8.0).
  $("gcg").addEventListener("click", (e) => {
    const a = $("gcg");
    const file = { url: new URL(a.getAttribute("href"), location.href).href,
      file_name: a.getAttribute("download") };
    if (tg && tg.downloadFile) {
      e.preventDefault();
      tg.downloadFile(file);
    } else if (!tg && hash.get("tgWebAppData") && window.TelegramWebviewProxy) {
      e.preventDefault();
      window.TelegramWebviewProxy.postEvent("web_app_request_file_download", JSON.stringify(file));
    }
  });

  // ---- small things ---------------------------------------------------------------------------
  let dialogDone = null;
  // `text`: the question, or {text, parts} (a line of the server's with its blanks marked).
  function dialog(text, body, buttons, done, kind = "") {
    const d = $("dialog");
    $("dlgtext").innerHTML = typeof text === "string" ? esc(text) : marked(text);
    $("dlgbody").className = `dlgbody ${kind}`;
    $("dlgbody").innerHTML = body;
    $("dlgbtns").innerHTML = buttons.map(([v, l]) =>
      `<button type="submit" value="${esc(v)}"${v === "yes" ? ' class="primary"' : ""}>${esc(l)}</button>`).join("");
    dialogDone = done;
    d.returnValue = "";
    if (d.showModal) d.showModal(); else d.setAttribute("open", "");
    const first = d.querySelector("button");
    if (first) first.focus();
  }
  $("dialog").addEventListener("click", (e) => {
    const b = e.target.closest("button");
    if (!b) return;
    e.preventDefault();
    closeDialog(b.value);
  });
  $("dialog").addEventListener("cancel", (e) => {
    e.preventDefault();
    closeDialog("");
  });
  $("dialog").addEventListener("keydown", (e) => {
    // Typing a letter in the blank's dialog picks it.
    if (!$("dlgbody").classList.contains("letters") || e.key.length !== 1) return;
    const L = letterOf(e.key);
    if ((V.alphabet || []).includes(L)) {
      e.preventDefault();
      closeDialog(L);
    }
  });
  function closeDialog(v) {
    const d = $("dialog");
    if (d.close && d.open) d.close(); else d.removeAttribute("open");
    const done = dialogDone;
    dialogDone = null;
    if (done) done(v);
  }

  let toastTimer = 0;
  function toast(msg, bad, ms = bad ? 6000 : 3500) {
    if (!msg) return;
    const el = $("toast");
    el.textContent = msg;
    el.className = `toast${bad ? " bad" : ""}`;
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.hidden = true; }, ms);
  }
  $("toast").addEventListener("click", () => { $("toast").hidden = true; });

  function fatal(msg) {
    $("app").setAttribute("aria-busy", "false");
    $("app").classList.add("dead");
    $("play").hidden = false;  // its line says why
    const box = $("status");
    box.className = "status bad big";
    box.textContent = msg;
    box._h = null;
    $("rack").innerHTML = "";
    $("actions").innerHTML = "";
    if (es) es.close();
    es = null;
  }

  // The board fills the width on a phone, edge to edge (the squares share what the
  // coordinates, the 1 px lines and the frame leave, fractions of a pixel included), and
  // the height beside the panel on a wide screen.
  function size() {
    if (!shown || !shown.board) return;
    const b = shown.board;
    const wrap = $("boardwrap");
    const wide = window.matchMedia("(min-width: 760px) and (orientation: landscape)").matches;
    const coord = wide ? 14 : 12;
    const main = document.querySelector(".main");
    const w = wide ? main.clientWidth - 340 : document.documentElement.clientWidth;
    // The grid's 1 px gaps (one per column) and its 1 px frame are outside the cells.
    let cell = (w - coord - b.cols - 2) / b.cols;
    const board = $("board");
    if (wide) {
      // The keyboard's line under the board is part of the height: measured at the board's
      // width, once more at the width the board takes (a line that wraps takes two).
      // The header's height without the help: the board is sized for the window as the
      // page stands with the panel closed (a view that came while it was open, the end
      // after resigning from it, shrank the board, the panel then closed).
      const help = $("help");
      const open = help.hidden ? 0 : help.getBoundingClientRect().height
        + parseFloat(getComputedStyle($("top")).rowGap || "0");
      const room = window.innerHeight - main.getBoundingClientRect().top + open - 12;
      const hint = $("keyshint");
      const keys = () => (hint.textContent && getComputedStyle(hint).display !== "none"
        ? hint.getBoundingClientRect().height + parseFloat(getComputedStyle(hint).marginTop) : 0);
      const fit = (extra) => Math.floor(Math.min(cell, (room - extra - coord - b.rows - 2) / b.rows));
      const first = Math.max(14, fit(keys()));
      board.style.setProperty("--cell", `${first}px`);
      cell = Math.min(first, fit(keys()));
    }
    cell = Math.max(14, Math.floor(cell * 100) / 100);
    if (zoomed) cell = Math.floor(cell * 1.8);
    board.style.setProperty("--cell", `${cell}px`);
    wrap.style.setProperty("--coord", `${coord}px`);
    if (!zoomed) wrap.style.height = "";
  }
  window.addEventListener("resize", () => {
    size();
    const hist = $("history");
    if (hist.scrollTop + hist.clientHeight >= hist.scrollHeight - 4) fitHistory();
    if (shown && shown.board && $("board").firstChild) renderBoard();  // the labels' fit
  });

  // The header's and the dock's heights, for the styles: a zoomed board fits between
  // them, a toast rises above the dock.
  if (window.ResizeObserver) {
    const root = document.documentElement.style;
    const measured = new ResizeObserver(() => {
      root.setProperty("--top", `${Math.ceil($("top").getBoundingClientRect().height + 4)}px`);
      const play = $("play");
      const docked = getComputedStyle(play).position === "sticky";
      root.setProperty("--dock", `${docked ? Math.ceil(play.getBoundingClientRect().height) : 0}px`);
    });
    measured.observe($("play"));
    measured.observe($("top"));
  }

  // ---- theme: Telegram's parameters, or ?theme=, or the system's ------------------------------
  function theme() {
    const root = document.documentElement;
    let tp = tg && tg.themeParams;
    if ((!tp || !tp.bg_color) && hash.get("tgWebAppThemeParams")) {
      try { tp = JSON.parse(hash.get("tgWebAppThemeParams")); } catch (e) { tp = null; }
    }
    if (tp && tp.bg_color) {
      const rgb = tp.bg_color.replace("#", "").match(/../g).map((h) => parseInt(h, 16));
      const dark = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 128;
      root.dataset.theme = dark ? "dark" : "light";
      const map = { bg_color: "--bg", text_color: "--fg", hint_color: "--muted",
        button_color: "--accent", button_text_color: "--accent-fg",
        secondary_bg_color: "--panel", link_color: "--link" };
      for (const [k, v] of Object.entries(map)) if (tp[k]) root.style.setProperty(v, tp[k]);
      return;
    }
    const q = query.get("theme");
    if (q === "dark" || q === "light") root.dataset.theme = q;
  }

  // Telegram's own script is a third-party request: its two calls go the way it sends them.
  function telegramReady() {
    if (tg) {
      tg.ready();
      tg.expand();
      if (tg.onEvent) tg.onEvent("themeChanged", theme);
      return;
    }
    if (!hash.get("tgWebAppData")) return;
    for (const type of ["web_app_ready", "web_app_expand"]) {
      const data = JSON.stringify({ eventType: type, eventData: {} });
      if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, "{}");
      else if (window.parent !== window) window.parent.postMessage(data, "*");
    }
  }

  async function start() {
    theme();
    telegramReady();
    try {
      const s = await post("/session", sessionBody());
      S = s.session;
      if (s.lang) document.documentElement.lang = s.lang;
      // The state comes gzipped; the stream (never compressed) is told the version the
      // page has, so that its first event need not carry the same view again.
      load(await get("/state"));
      listen();
    } catch (e) {
      fatal(e.message);
    }
  }
  start();
})();
