#!/bin/sh
# The campaign server on loopback, driven with curl: tokens and roles,
# visibility, idempotent retries, conflicts, long-poll, limits, a kill -9
# with nothing acknowledged lost, and a graceful SIGTERM.
# Usage: run.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
# The operator's bad input: each refused in one line, nothing made.
"$bin" serve --data d token "$C" generals > out 2>&1; rc=$?
check "token for a role the game has not: refused" "1 1" "$rc $(grep -c 'not a role of campaign' out)"
"$bin" serve --data d token nosuch umpire > out 2>&1; rc=$?
check "token for no such campaign: refused" "1 1" "$rc $(grep -c 'no campaign nosuch' out)"
"$bin" serve --data d new longstreet nosuch > out 2>&1; rc=$?
check "a scenario the game has not: refused" "1 1" "$rc $(grep -c 'names no scenario' out)"
"$bin" serve --data d import nothere.adj > out 2>&1; rc=$?
check "import of no file: refused" "1 1" "$rc $(grep -c 'no session file' out)"
"$bin" serve --data d --listen 127.0.0.1:0 --rate fast > out 2>&1; rc=$?
check "a rate that is not a number: usage, exit 2" "2 1" "$rc $(grep -c '^usage' out)"
"$bin" serve --data d --listen 127.0.0.1:0 --connections 0 > out 2>&1; rc=$?
check "no connections at all: usage, exit 2" "2 1" "$rc $(grep -c '^usage' out)"
"$bin" serve --data d --listen nowhere:80 > out 2>&1; rc=$?
check "an address that is not IPv4: exit 2" "2 1" "$rc $(grep -c 'not an IPv4 address' out)"
check "nothing was made by any of them" 2 "$(sqlite3 d/server.db 'SELECT count(*) FROM campaign')"

serve_start --rate 50
H="http://127.0.0.1:$port/v1/campaigns/$C"
get() { curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $1" "$2"; }
post() { curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $1" \
    --data-binary "$2" "$3"; }

check "no token: 401" 401 "$(get '' "$H/state")"
check "a wrong token: 401" 401 "$(get "$(echo "$U" | tr 0-9a-f a-f0-9)" "$H/state")"
check "another campaign: 403" 403 "$(get "$UN" "http://127.0.0.1:$port/v1/campaigns/$C2/state")"
check "the other campaign's token here: 403" 403 "$(get "$(tok umpire toks2.txt)" "$H/events")"
check "observer writes: 403" 403 "$(post "$OB" '{"line":"next"}' "$H/commands")"
check "a command that opens files: 403" 403 "$(post "$U" '{"line":"export /tmp/x.md"}' "$H/commands")"
check "malformed JSON: 400" 400 "$(post "$U" '{"line":' "$H/commands")"
head -c 70000 /dev/zero | tr '\0' 'a' > big.txt
check "a body over 64 KB: 413" 413 "$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $U" --data-binary @big.txt "$H/commands")"
check "unknown path: 404" 404 "$(get "$U" "http://127.0.0.1:$port/nowhere")"

# Each side's Key chit stays its own (8.1).
check "union key" 200 "$(post "$UN" '{"line":"key union stand","client_id":"u-1"}' "$H/commands")"
check "confederate key" 200 "$(post "$CS" '{"line":"key csa rebel anv","client_id":"c-1"}' "$H/commands")"
get "$UN" "$H/events?after=0" > /dev/null
check "union sees its key, not the other's" "1 0" "$(grep -c 'Stand to It' body) $(grep -c 'Rebel Yell' body)"
get "$OB" "$H/events?after=0" > /dev/null
check "observer sees neither key" "0 0" "$(grep -c 'Stand to It' body) $(grep -c 'Rebel Yell' body)"
get "$CS" "$H/state" > /dev/null
check "no secret of the union's in the confederate state" 0 "$(grep -c 'Stand to It' body)"

get "$U" "$H/events?after=0" > /dev/null
before=$(grep -o '"last_seq":[0-9]*' body)
post "$UN" '{"line":"key csa rebel"}' "$H/commands" > /dev/null
check "a side token acts for its own side only" 1 "$(grep -c 'acts for its own side only' body)"
get "$U" "$H/events?after=0" > /dev/null
check "...and nothing of it was recorded" "$before" "$(grep -o '"last_seq":[0-9]*' body)"

# Probing the cup for the other side's chits: every answer, errors too,
# says nothing of them (the cup built, each probe as the union).
post "$U" '{"line":"next"}' "$H/commands" > /dev/null
post "$U" '{"line":"next"}' "$H/commands" > /dev/null
post "$U" '{"line":"next chit-draw"}' "$H/commands" > /dev/null
: > probes
for l in 'draw rebel' 'draw anv' 'play rebel' 'hold anv' 'discard rebel' \
    'commit anv x' 'draw confident' 'hold confident' 'log' 'cup' 'status'; do
	post "$UN" "{\"line\":\"$l\"}" "$H/commands" > /dev/null
	cat body >> probes; echo >> probes
done
check "probing as the union: no Confederate key named in any answer" 0 \
    "$(grep -o 'Rebel Yell\|ANV Vet' probes | wc -l)"
check "a side names no chit it draws" 3 "$(grep -c "draws at random" probes)"
for who in "$UN" "$CS" "$U"; do
	post "$who" '{"line":"draw"}' "$H/commands" > /dev/null
	settle "$U" "$H/commands"
done
get "$U" "$H/state" > /dev/null
held=$(grep -o '"hand":[0-9]*' body | cut -d: -f2)
: > probes
for l in 'play anv' 'play yell' 'hold yell' 'discard anv' 'discard yell'; do
	post "$UN" "{\"line\":\"$l\"}" "$H/commands" > /dev/null
	cat body >> probes
done
get "$U" "$H/state" > /dev/null
check "the union cannot play, hold or discard the other's chits" "$held 0" \
    "$(grep -o '"hand":[0-9]*' body | cut -d: -f2) $(grep -o 'Rebel Yell\|ANV Vet' probes | wc -l)"

# A side's draw (perhaps of the other side's chit) is not the side's to
# take back; the umpire's undo names the side that drew, never the side
# whose chit it was.
i=0; refused=0
while [ $i -lt 6 ]; do
	post "$UN" '{"line":"draw"}' "$H/commands" > /dev/null
	post "$UN" '{"line":"undo"}' "$H/commands" > /dev/null
	grep -q 'your `draw` drew a chit' body && refused=$((refused + 1))
	post "$U" '{"line":"undo reason=a test of the cup"}' "$H/commands" > /dev/null
	i=$((i + 1))
done
check "a side's undo of its draw: refused each time" 6 "$refused"
get "$OB" "$H/events?after=0" > /dev/null
check "an undo names who drew, not whose chit it was" "0 6" \
    "$(grep -o "a command of the Confederate's" body | wc -l) $(grep -o 'Umpire undid #[0-9]*[^"]* “a test of the cup”' body | wc -l)"

# A retried request is answered again, never run twice.
post "$U" '{"line":"track vp +1","client_id":"r-1"}' "$H/commands" > /dev/null
cp body first
post "$U" '{"line":"track vp +1","client_id":"r-1"}' "$H/commands" > /dev/null
sed "s/,\"repeated\":true//" body > again
check "retry: the same answer, marked repeated" "1 " "$(grep -c "\"repeated\":true" body) $(cmp -s first again || echo differs)"
get "$U" "$H/events?after=0" > /dev/null
check "retry: stored once" 1 "$(grep -o 'Victory Points 0 -> 1' body | wc -l)"

# An answer carries the events after "after", but the copy kept for a
# repeat does not: a client asking after=0 each time would have the
# server store its whole history per command.
post "$U" '{"line":"note far behind","client_id":"far-1","after":0}' "$H/commands" > /dev/null
n=$(grep -o '"seq":' body | wc -l)
check "an answer after=0: every event" yes "$([ "$n" -gt 10 ] && echo yes)"
check "...kept for a repeat without them" 1 \
    "$(sqlite3 "d/$C.adj" "SELECT length(answer) < 2000 FROM request WHERE client = 'far-1'")"
post "$U" '{"line":"note far behind","client_id":"far-1","after":0}' "$H/commands" > /dev/null
check "...and a repeat has them all again" "$n 1" "$(grep -o '"seq":' body | wc -l) $(grep -c '"repeated":true' body)"

# Optimistic concurrency: a stale expect_seq is a 409 with what changed.
last=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
check "stale expect_seq: 409" 409 "$(post "$U" "{\"line\":\"track vp +1\",\"expect_seq\":$((last - 1))}" "$H/commands")"
check "current expect_seq: 200" 200 "$(post "$U" "{\"line\":\"track vp +1\",\"expect_seq\":$last}" "$H/commands")"

# Long-poll: a watcher waiting for events hears of a new one at once.
last=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
curl -s -H "Authorization: Bearer $OB" "$H/events?after=$last&wait=20" > polled &
poll=$!
sleep 0.5
post "$U" '{"line":"note the watchers should hear this"}' "$H/commands" > /dev/null
t0=$(date +%s)
wait $poll
check "long-poll returns with the new event" 1 "$(grep -c 'watchers should hear' polled)"
check "long-poll did not wait out its time" yes "$([ $(( $(date +%s) - t0 )) -lt 5 ] && echo yes)"

# The report (built beside the writer, cached until the journal grows)
# follows the game: a turn ended is a turn more in it.
get "$OB" "$H/report" > /dev/null
n1=$(grep -o '"turn":' body | wc -l)
get "$CS" "$H/report" > /dev/null
check "the report: the same for every role" "$n1" "$(grep -o '"turn":' body | wc -l)"
post "$U" '{"line":"next end yes"}' "$H/commands" > /dev/null
# The chits still held are the sides' to play; the umpire declines them.
post "$U" '{"line":"force held union"}' "$H/commands" > /dev/null
post "$U" '{"line":"force held confederate"}' "$H/commands" > /dev/null
post "$U" '{"line":"next key-chits"}' "$H/commands" > /dev/null
get "$OB" "$H/report" > /dev/null
check "the report follows the journal: a turn more" "$((n1 + 1))" "$(grep -o '"turn":' body | wc -l)"

# A long-poll woken by an event its role may not see sleeps on, and
# answers with the next one it may see, and only that.
get "$UN" "$H/events?after=0" > /dev/null
last=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
curl -s -H "Authorization: Bearer $UN" "$H/events?after=$last&wait=20" > polled &
poll=$!
sleep 0.5
post "$U" '{"line":"message confederate hold the ridge arrives=+1"}' "$H/commands" > /dev/null
sleep 0.5
check "a long-poll is not answered with another's secret" yes "$(kill -0 $poll 2>/dev/null && echo yes)"
post "$U" '{"line":"note the union may hear this"}' "$H/commands" > /dev/null
wait $poll
check "...and answers with the next event it may see, only that" "1 0 1" \
    "$(grep -c 'union may hear' polled) $(grep -c 'hold the ridge' polled) $(grep -o '"seq":' polled | wc -l)"

# A flood from one token is slowed with 429s; other tokens are unaffected.
urls=""; i=0
while [ $i -lt 300 ]; do urls="$urls $H/state"; i=$((i + 1)); done
# shellcheck disable=SC2086
curl -s -o /dev/null -w '%{http_code}\n' -H "Authorization: Bearer $OB" $urls > codes
check "a flood meets 429" yes "$(grep -q 429 codes && echo yes)"
check "another token still served" 200 "$(get "$CS" "$H/state")"
sleep 3

# kill -9 under load: everything acknowledged is there after a restart.
i=0; acked=0
while [ $i -lt 40 ]; do
	[ "$(post "$U" "{\"line\":\"note load $i\",\"client_id\":\"load-$i\"}" "$H/commands")" = 200 ] && acked=$((acked + 1))
	i=$((i + 1))
done
kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=
serve_start --rate 50
get "$U" "$H/events?after=0" > /dev/null
check "after kill -9: every acknowledged note" "$acked" "$(grep -o '"text":"“load [0-9]*”"' body | wc -l)"
"$bin" --session "d/$C.adj" -c 'log verify' > verify.txt 2>&1
check "after kill -9: the chain verifies" 1 "$(grep -c 'hash chain intact' verify.txt)"

# Graceful shutdown on SIGTERM.
serve_stop; rc=$?
check "SIGTERM: clean exit" "0 1" "$rc $(grep -c stopped serve.log)"
finish server
