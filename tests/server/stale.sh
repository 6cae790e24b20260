#!/bin/sh
# What a role cannot see does not show through a refusal (issue 21, items
# 10 and 11): a command is stale only when the campaign moved on as its
# role sees it, so an umpire's message to one side does not refuse the
# other side's step (at the server, and at the terminal, which judges its
# queue the same way before sending); and a commander the umpire's undo
# took out of the campaign hears nothing more on a long-poll he opened
# before it.
# Usage: stale.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new longstreet-attacks round-tops advance=sides > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
adj() { "$bin" --session "$@"; }
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
# send TOKEN BODY: the status, the answer in body
send() {
	printf '%s' "$2" > req
	curl -s -o body -m 10 -w '%{http_code}' -H "Authorization: Bearer $1" \
	    --data-binary @req "$H/commands"
}
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0" |
    grep -o '"last_seq":[0-9]*' | cut -d: -f2; }

# At the server: the Confederate's expect_seq is the last event he saw.
check "the Confederate notes something" 200 "$(send "$CS" '{"line":"note first"}')"
last=$(seen "$CS")
check "the umpire writes to the Union (hidden from the Confederate)" 200 \
    "$(send "$U" '{"line":"message union Hold Cemetery Ridge arrives=+2"}')"
check "...the journal moved past what the Confederate saw" yes \
    "$([ "$(seen "$U")" -gt "$last" ] && echo yes)"
check "a command of the Confederate's sent with that expect_seq runs" "200 1" \
    "$(send "$CS" "{\"line\":\"note second\",\"expect_seq\":$last}") $(grep -c '"ok":true' body)"
check "...nothing in its answer of the hidden message" 0 "$(grep -c 'Cemetery' body)"
last=$(seen "$CS")
send "$U" '{"line":"note for everyone"}' > /dev/null
check "a public event since: still refused as stale (409), with it" "409 1" \
    "$(send "$CS" "{\"line\":\"note third\",\"expect_seq\":$last}") $(grep -c 'for everyone' body)"
check "...and a read of the Confederate's, too" 409 \
    "$(send "$CS" "{\"line\":\"status\",\"expect_seq\":$last}")"

# At the terminal: the Confederate's step (`next`, sent with what he last
# saw) after the umpire's message to the Union.
send "$U" '{"line":"force key union"}' > /dev/null
send "$U" '{"line":"force key confederate"}' > /dev/null
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj c.adj -c status > /dev/null 2>&1
send "$U" '{"line":"message union Fall back on the Taneytown road arrives=+1"}' > /dev/null
before=$(sqlite3 "d/$C.adj" "SELECT max(seq) FROM event")
adj c.adj -c next > out 2>&1; rc=$?
check "the Confederate's next after a message he cannot see: sent and run" "0 0" \
    "$rc $(grep -c 'moved on' out)"
check "...the game moved" yes \
    "$([ "$(sqlite3 "d/$C.adj" "SELECT max(seq) FROM event")" -gt "$before" ] && echo yes)"
check "...and his copy has nothing of the message" 0 "$(grep -ac 'Taneytown' c.adj)"
# Typed offline, a note and a step: the note goes first, and what came
# before it (the umpire's new message, not his to see) does not hold the
# step behind it.
serve_stop
adj c.adj -c 'note written offline' -c next > /dev/null 2>&1
serve_start --rate 0
send "$U" '{"line":"message union Mind the Peach Orchard arrives=+1"}' > /dev/null
adj c.adj -c sync > out 2>&1; rc=$?
check "back online: the note and the step typed after it both sent" "0 0 1" \
    "$rc $(grep -c 'moved on' out) $(grep -c 'Sent #.* `next`' out)"
# A step typed while he was offline, and the Union moved where he sees it:
# held, as before.
serve_stop
adj c.adj -c next > /dev/null 2>&1
serve_start --rate 0
send "$UN" '{"line":"note the Union moves"}' > /dev/null
send "$U" '{"line":"track vp +1"}' > /dev/null
adj c.adj -c sync > out 2>&1
check "a step typed before a move he can see: held" 1 \
    "$(grep -c 'Held #.* `next`: the campaign moved on' out)"
adj c.adj -c 'sync drop all' > /dev/null 2>&1

# A commander taken out of the campaign while his long-poll waits.
curl -s -o body -H "Authorization: Bearer $U" \
    --data '{"side":"union","name":"gamble"}' "$H/roles"
GA=$(grep -o '"token":"[0-9a-f]*"' body | cut -d'"' -f4)
check "the umpire adds a commander" 64 "${#GA}"
last=$(seen "$GA")
curl -s -o poll.body -m 20 -w '%{http_code}' -H "Authorization: Bearer $GA" \
    "$H/events?after=$last&wait=10" > poll.code &
poll=$!
sleep 0.5
check "the umpire's undo takes him back" 200 \
    "$(send "$U" '{"line":"undo reason=\"Gamble stays with the cavalry\""}')"
send "$UN" '{"line":"declare Hold the Wheatfield at all costs"}' > /dev/null
wait "$poll"
check "...his long-poll, woken, is refused (401)" 401 "$(cat poll.code)"
check "...saying why" 1 "$(grep -c 'no longer in the campaign' poll.body)"
check "...and carries nothing of his side's" 0 "$(grep -c 'Wheatfield' poll.body)"
check "a new request of his: refused too" 401 \
    "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $GA" "$H/events?after=0")"
serve_stop
finish stale
