#!/bin/sh
# Slow and oversized clients (tests/server/slow.c): a request must arrive
# whole within --timeout seconds however it trickles, many slow clients
# cannot lock the others out, and a body is refused before it is read
# (over the limit by its Content-Length, or as a chunked one passes it;
# any body behind a bad token).
# Usage: slow.sh ADJUTANT
src=$(cd "$(dirname "$0")" && pwd)/slow.c
. "$(dirname "$0")/../lib.sh"

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o slow "$src"; then
	echo "FAIL slow.c does not compile"; echo "slow: 1 failed"; exit 1; fi
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(awk '$1 == "umpire" { print $2 }' toks.txt)
OB=$(awk '$1 == "observer" { print $2 }' toks.txt)
get() {	# get TOKEN URL: the status, within 5 s (000: none)
	curl -s -o body -m 5 -w '%{http_code}' -H "Authorization: Bearer $1" "$2"; }
post() { curl -s -o body -m 5 -w '%{http_code}' -X POST \
    -H "Authorization: Bearer $1" --data-binary "$2" "$3"; }
# trickling N GIVEUP: N slow clients in the background ($slow_pid), all
# connected on return; their summary goes to trickle.out
trickling() {
	./slow trickle "$port" "$1" "$2" > trickle.out &
	slow_pid=$!
	i=0
	while ! grep -q opened trickle.out 2>/dev/null && [ $i -lt 300 ]; do
		sleep 0.1; i=$((i + 1)); done
	H="http://127.0.0.1:$port/v1/campaigns/$C"
}

# 200 clients trickle a head, a byte a second: never silent long enough
# for an idle timeout, yet each is cut by the 4 s deadline.
serve_start --timeout 4
trickling 200 20
check "while 200 clients trickle: GET /v1/me answered" 200 "$(get "$U" "http://127.0.0.1:$port/v1/me")"
check "while 200 clients trickle: a command answered" 200 "$(post "$U" '{"line":"note still served"}' "$H/commands")"
wait "$slow_pid"
closed=$(sed -n 's/^closed=\([0-9]*\).*/\1/p' trickle.out)
first=$(sed -n 's/.*first_s=\([0-9.]*\).*/\1/p' trickle.out)
last=$(sed -n 's/.*last_s=\([0-9.]*\).*/\1/p' trickle.out)
check "all 200 trickling clients cut" 200 "$closed"
check "none cut before the deadline (first at ${first}s, deadline 4s)" yes \
    "$(awk -v t="${first:-0}" 'BEGIN { print (t >= 3.5) ? "yes" : "no" }')"
check "all cut within the deadline and a margin (last at ${last}s)" yes \
    "$(awk -v t="${last:-99}" 'BEGIN { print (t <= 9) ? "yes" : "no" }')"

# A body over the limit, announced: 413 before any of it is sent.
./slow head "$port" POST "/v1/campaigns/$C/commands" "$U" \
    "Content-Length: 10000000" > out
check "Content-Length over 64 KB: 413 with no body sent" status=413 "$(cat out)"
# A chunked body: 413 as soon as it passes 64 KB, not at its end (1 MB).
./slow chunked "$port" "/v1/campaigns/$C/commands" "$U" > out
check "a chunked body over 64 KB: 413" 413 "$(sed -n 's/status=\([0-9]*\).*/\1/p' out)"
sent=$(sed -n 's/.*sent=\([0-9]*\).*/\1/p' out)
check "...cut as it passed the limit (after $sent bytes)" yes \
    "$([ "${sent:-0}" -gt 65536 ] && [ "${sent:-0}" -le 73728 ] && echo yes)"
# No body is read for a request refused anyway.
./slow head "$port" POST "/v1/campaigns/$C/commands" \
    "$(echo "$U" | tr 0-9a-f a-f0-9)" "Content-Length: 100" > out
check "a bad token with a body to come: 401 before it" status=401 "$(cat out)"
./slow head "$port" POST "/v1/campaigns/$C/commands" "" "Content-Length: 100" > out
check "no token with a body to come: 401 before it" status=401 "$(cat out)"
./slow head "$port" POST "/v1/campaigns/$C/state" "$U" "Content-Length: 100" > out
check "a POST to what is not commands: 405 before its body" status=405 "$(cat out)"
./slow head "$port" GET "/v1/campaigns/$C/state" "$U" "Content-Length: 100" > out
check "a GET with a body: 400, the body not read" status=400 "$(cat out)"
check "the server still answers" 200 "$(get "$U" "$H/state")"
serve_stop

# Places: with 50 connections and 200 slow clients holding on (a deadline
# far off), a newcomer takes the place of the slow client waiting longest.
serve_start --timeout 60 --connections 50
trickling 200 8
check "50 places, 200 slow clients: GET /v1/me answered" 200 "$(get "$U" "http://127.0.0.1:$port/v1/me")"
check "50 places, 200 slow clients: a command answered" 200 "$(post "$U" '{"line":"note served again"}' "$H/commands")"
check "50 places, 200 slow clients: a long-poll answered" 200 "$(get "$OB" "$H/events?after=0&wait=1")"
wait "$slow_pid"
check "the slow clients beyond the places were pushed out" yes \
    "$(awk '/^closed=/ { split($1, a, "="); print (a[2] >= 150) ? "yes" : "no" }' trickle.out)"
serve_stop

# Long-polls never give their place up: one role waits in at most a
# quarter of the places (5 of 20), and the other requests still get one.
serve_start --connections 20
H="http://127.0.0.1:$port/v1/campaigns/$C"
get "$U" "$H/events?after=999999" > /dev/null
last=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
polls=""
for i in 1 2 3 4 5; do
	curl -s -o "poll$i" -m 30 -H "Authorization: Bearer $OB" "$H/events?after=$last&wait=20" &
	polls="$polls $!"
done
sleep 1
check "a sixth long-poll of one role: 429 at once" 429 "$(get "$OB" "$H/events?after=999999&wait=20")"
check "...said in one line" 1 "$(grep -c 'too many long-polls wait with this role' body)"
check "the same role without wait: answered" 200 "$(get "$OB" "$H/events?after=0")"
check "another role's long-poll: answered" 200 "$(get "$U" "$H/events?after=999999&wait=1")"
check "a command: answered" 200 "$(post "$U" '{"line":"note beside the long-polls"}' "$H/commands")"
for p in $polls; do wait "$p"; done
check "the five long-polls were answered by the command" 5 "$(grep -l 'beside the long-polls' poll? | wc -l)"
check "...and their places freed: a long-poll of the role again" 200 "$(get "$OB" "$H/events?after=999999&wait=1")"
serve_stop; rc=$?
check "SIGTERM: clean exit" 0 "$rc"
finish slow
