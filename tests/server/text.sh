#!/bin/sh
# Players' text between terminals (issue 12): a line that breaks the input
# rule is refused by the server as at a terminal; an event whose bytes are
# not UTF-8 (written before the rule) reaches every copy with its exact
# bytes, so each copy still checks its hash; and another player's escape
# sequences reach no terminal as such, in `Meanwhile:` lines or in `log`.
# Usage: text.sh ADJUTANT
fixtures=$(cd "$(dirname "$0")/../fixtures" && pwd)
. "$(dirname "$0")/../lib.sh"
adj() { "$bin" --session "$@"; }
old_event() { sh "$fixtures/old-event.sh" "$@"; }
"$bin" serve --data d new bloodiest-day historical > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
post() { curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $1" \
    --data-binary "$2" "$3"; }
get() { curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $1" "$2"; }

check "a line with ESC sent to the server: refused, naming the column" \
    '200 "ok":false,"error":"column 6: control character 0x1B' \
    "$(post "$U" '{"line":"note \u001b]0;pwned\u0007"}' "$H/commands") $(grep -o '"ok":false,"error":"[^(]*' body | head -1 | sed 's/ $//')"
check "...and nothing of it recorded" 0 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note'")"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1

# The server runs lines of 1000 bytes at most: a longer one is refused at
# the terminal, in one line, before it is queued (whose lines would cut
# it short), not sent to meet a protocol error.
adj u.adj -c "note a$(printf '%1100s' '')b" > out 2>&1; rc=$?
check "a command longer than the server takes: refused, nothing queued" \
    "1 1 0 0" "$rc $(grep -c 'a command for the server is at most 1000 bytes (this one is 1107)' out) $(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note'") $(sqlite3 u.adj 'SELECT count(*) FROM sync_queue')"

# Events as a version before the rule wrote them: Latin-1, escapes and a
# line break in their text.  The server is stopped while they are added.
serve_stop
old_event "d/$C.adj" note 'caf\351 au lait'
old_event "d/$C.adj" note '\033]0;pwned\007\033[2J cleared\nForged: line'
serve_start --rate 0		# the same port: the copies know it

get "$U" "$H/events?after=0" > /dev/null
check "/events: the Latin-1 event, repaired and with its exact bytes" \
    "\"text\":\"caf$(printf '\357\277\275') au lait\",\"text_hex\":\"636166e9206175206c616974\"" \
    "$(grep -o '"text":"caf[^"]*","text_hex":"[0-9a-f]*"' body)"
check "/events: every event is there" \
    "$(sqlite3 "d/$C.adj" 'SELECT count(*) FROM event')" \
    "$(grep -o '"seq":' body | wc -l)"

adj n.adj -c status > out 2>&1
check "Meanwhile: the Latin-1 note, repaired" 1 \
    "$(grep -c "^Meanwhile: caf$(printf '\357\277\275') au lait$" out)"
check "Meanwhile: the escapes shown, not sent; the line break too" 1 \
    "$(grep -cF 'Meanwhile: ^[]0;pwned^G^[[2J cleared^JForged: line' out)"
check "no ESC byte reaches the terminal" 0 "$(grep -c "$(printf '\033')" out)"

adj u.adj -c 'log verify' > out 2>&1
check "the umpire's copy verifies, old bytes and all" 1 \
    "$(grep -c 'hash chain intact' out)"
check "...holding the exact bytes" "636166E9206175206C616974" \
    "$(sqlite3 u.adj "SELECT hex(text) FROM event WHERE text LIKE 'caf%'")"
adj n.adj -c 'log verify' > out 2>&1
check "a side's copy verifies too" 1 "$(grep -c 'Copy verified' out)"
adj n.adj -c log > out 2>&1
check "a side's copy's log: shown, not obeyed" "1 0" \
    "$(grep -cF '^[]0;pwned^G^[[2J cleared^JForged: line' out) $(grep -c "$(printf '\033')" out)"
adj u.adj --json -c 'log notes' > out 2>&1
check "log --json on the copy: every note, repaired" 2 \
    "$(grep -o '"kind":"note"' out | wc -l)"

# A command queued offline and refused by the server is held with the
# server's reason (and when), kept in 511 bytes: cut inside a character, it is
# repaired, and the held command is still listed in `sync status --json`.
e300=$(printf '%0300d' 0 | sed 's/0/é/g')
serve_stop
adj n.adj -c "deactivate x$e300 alone" > out 2>&1
check "...queued offline" 1 "$(grep -c '^Queued #1' out)"
serve_start --rate 0
adj n.adj -c sync > /dev/null 2>&1
adj n.adj --json -c 'sync status' > out 2>&1
check "a held command with a long reason: listed, reason repaired" "1 1" \
    "$(grep -o '"queue":\[{"n":1,' out | wc -l) $(grep -c '"state":"held","why":"refused at event [0-9]*: no leader \\"x[^"]*\\uFFFD"' out)"

# A side's prompt shows where the server last said the game was: a
# server's words, shown as such (the REPL needs a terminal: script(1)).
serve_stop
sqlite3 n.adj "UPDATE meta SET value = json_set(value, '\$.turn_label',
    char(27) || ']0;pwned' || char(7)) WHERE key = 'sync.state'"
if command -v script > /dev/null 2>&1; then
	printf 'quit\n' | script -qec "$bin --session n.adj" /dev/null > out 2>&1
	check "the prompt: the server's escape shown, not obeyed" "1 0" \
	    "$(grep -c '\^\[\]0;pwned\^G' out) $(grep -c "$(printf '\033]0')" out)"
fi
finish text
