#!/bin/sh
# The campaign page's title and browser notifications (issue 24, item 7),
# in headless Chromium: the page's own script (src/server/view.html, as
# served), given a role's state, puts what that role owes in the tab's
# title ("(1) You owe: Key chits — Adjutant: ..."), never another
# side's; a choice newly owed, or a message delivered to that role,
# raises a Notification (a stand-in records them) with the permission
# given; nothing when it is not.
# Usage: notices.sh ADJUTANT OUT
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "notices.sh: no chromium (scripts/bootstrap.sh installs it)" >&2
	exit 1
fi
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
serve_start
curl -s -o view.html "http://127.0.0.1:$port/v1/campaigns/$C/view"
serve_stop

# The page as served, opened with no token (its script stops at once,
# fetching nothing), then a script of the test's run after it.
sed 's|</body>||; s|</html>||' view.html > page.html
cat >> page.html <<'EOF'
<script>
"use strict";
const seen = [];
const say = (s) => seen.push(s);
window.Notification = function (t, o) { say("notice: " + t + " / " + o.body); };
let granted = "granted";
Object.defineProperty(window.Notification, "permission", { get: () => granted });
const k = (side, what, answer) => ({side: side, what: what, answer: answer});
const union = {role: "union", side: "union", owed: [
    k("union", "Key chits", "key union CHIT..."),
    k("confederate", "Key chits", "key confederate CHIT...")]};
owedTitle(union, "Adjutant: Round Tops");
say("title: " + document.title);
union.owed.push(k("union", "21.4e pick", "pick union CHIT"),
    k("confederate", "brigade of Hood's Division", "brigade BRIGADE"));
owedTitle(union, "Adjutant: Round Tops");
say("title: " + document.title);
union.owed = [];
owedTitle(union, "Adjutant: Round Tops");
say("title: " + document.title);
/* A commander: his side's, and his own; not another commander's. */
owedBefore = null;
owedTitle({role: "confederate/hood", side: "confederate", owed: [
    k("confederate", "Key chits", "key confederate CHIT..."),
    {side: "confederate", role: "confederate/longstreet", what: "brigade",
    answer: "brigade BRIGADE"}]}, "Adjutant: Round Tops");
say("title: " + document.title);
/* The observer owes nothing. */
owedBefore = null;
owedTitle({role: "observer", owed: union.owed.concat([k("union", "Key chits",
    "key union CHIT...")])}, "Adjutant: Round Tops");
say("title: " + document.title);
/* Messages: delivered to this role; not one lost, nor the umpire's
 * reading of a message to a side. */
const d = (vis, how, text) => ({kind: "delivery", vis: vis, text: text,
    data: JSON.stringify({n: 1, how: how})});
tellArrivals({role: "union"}, [d("union", "delivered", "Message #1 from the umpire: \u201cHold\u201d"),
    {kind: "note", vis: "union", text: "a note", data: "{}"}]);
tellArrivals({role: "umpire"}, [d("confederate", "delivered", "Message #2 from the Union: \u201cX\u201d"),
    d("umpire", "lost", "Message #3 was lost on the way"),
    d("umpire", "delivered", "Message #4 from the Union: \u201cWhere\u201d")]);
/* Without the browser's leave: the title still, no notification. */
granted = "default";
owedBefore = [];
owedTitle({role: "union", owed: [k("union", "Key chits", "key union CHIT...")]},
    "Adjutant: Round Tops");
say("title: " + document.title);
const pre = document.createElement("pre");
pre.id = "seen";
pre.textContent = seen.join("\n");
document.body.appendChild(pre);
</script>
</body>
</html>
EOF
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/prof" --dump-dom "file://$work/page.html" \
    > dom.html 2> chromium.log
sed -n '/<pre id="seen">/,/<\/pre>/p' dom.html | sed 's/.*<pre id="seen">//; s|</pre>.*||' |
    sed 's/&amp;/\&/g; s/&lt;/</g; s/&gt;/>/g' > seen.txt
T="Adjutant: Round Tops"
check "the page ran" 1 "$(grep -c '^title: ' seen.txt | sed 's/^[1-9][0-9]*$/1/')"
check "a side's title: what it owes, not the other side's" \
    "title: (1) You owe: Key chits — $T" "$(sed -n 1p seen.txt)"
check "a choice newly owed: told, its answer in the body; the title counts it" \
    "notice: You owe: 21.4e pick / pick union CHIT
title: (2) You owe: Key chits, 21.4e pick — $T" "$(sed -n 2,3p seen.txt)"
check "nothing owed: the plain title" "title: $T" "$(sed -n 4p seen.txt)"
check "a commander: his side's, not another commander's" \
    "title: (1) You owe: Key chits — $T" "$(sed -n 5p seen.txt)"
check "the observer owes nothing" "title: $T" "$(sed -n 6p seen.txt)"
check "a message delivered to the side: told; a note is not" \
    "notice: A message / Message #1 from the umpire: “Hold”" "$(sed -n 7p seen.txt)"
check "the umpire: a message to the umpire only, not one lost or a side's" \
    "notice: A message / Message #4 from the Union: “Where”" "$(sed -n 8p seen.txt)"
check "no permission: the title, no notification" \
    "title: (1) You owe: Key chits — $T" "$(sed -n 9p seen.txt)"
check "nothing else" 9 "$(wc -l < seen.txt)"
finish notices
