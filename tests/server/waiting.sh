#!/bin/sh
# Nothing chosen for a side behind its back (issue 15, item 2), on a real
# server: the umpire's `next` refused while a side owes a choice, naming
# it; `status` (text and JSON) telling every role what the campaign waits
# for; a side choosing with its own command and the game moving on; the
# umpire forcing a choice at random, the side told and the other side
# not; the scenario's pick (Hammerin' Sickles 21.4e) made by its side;
# held chits played or declined before the turn's end gathers them.
# Usage: waiting.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"

# run TOKEN LINE: the answer in body; prints "ok", or the error.
run() {
	printf '{"line":"%s"}' "$2" > req
	curl -s -o body -H "Authorization: Bearer $1" --data-binary @req \
	    "$H/commands"
	if grep -q '^{"ok":true' body; then echo ok; else
		sed -n 's/^{"ok":false,"error":"\([^"]*\)".*/\1/p' body; fi
}
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }
state() { curl -s -H "Authorization: Bearer $1" "$H/state"; }
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0"; }
phase() { sqlite3 "d/$C.adj" "SELECT json_extract(data, '$.phase') FROM event WHERE kind = 'phase' ORDER BY seq DESC LIMIT 1"; }

# The Key chits are owed: the umpire's next is refused, nothing recorded.
n=$(events)
check "the umpire's next while the Key chits are owed: refused, naming them" \
    'waiting for: Union Key chits, Confederate Key chits (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"
check "...nothing recorded" "$n" "$(events)"
check "...nor by a jump to a later step" 1 \
    "$(run "$U" 'next draw-chit' | grep -c '^waiting for: Union Key chits')"
# The side's own terminal says what it owes (sync status; its prompt too).
"$bin" --session n.adj -c "sync join http://127.0.0.1:$port $UN" > /dev/null 2>&1
"$bin" --session n.adj -c 'sync status' > out 2>&1
check "the Union's terminal: what it owes, and not the Confederate's" "1 0" \
    "$(grep -c '^You owe: Key chits (the campaign waits for it' out) $(grep -c 'Confederate' out)"
for who in "$U" "$UN" "$CS"; do
	run "$who" status > /dev/null
	check "status tells every role (text and JSON)" "1 1" \
	    "$(grep -c 'Waiting for: Union Key chits, Confederate Key chits' body) $(grep -c '"waiting_for":\["Union Key chits","Confederate Key chits"\]' body)"
done
check "...and the observer's state (the web view's)" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Union Key chits","Confederate Key chits"\]')"

# A side chooses with its own command; what is left is still waited for.
check "the Union chooses its Key chit" ok "$(run "$UN" 'key union stand')"
check "...and status waits for the Confederate only" 1 \
    "$(run "$UN" status > /dev/null; grep -c '"waiting_for":\["Confederate Key chits"\]' body)"
check "...so the umpire's next is still refused" \
    'waiting for: Confederate Key chits (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"

# Forcing is the umpire's; at random, told to the side, not to the other.
check "a side may not force" 1 "$(run "$UN" 'force key confederate' | grep -c umpire)"
run "$U" 'force brigade union' > /dev/null
check "a choice nobody owes is named as such, not as a missing side" 1 \
    "$(grep -c 'is not a choice a side owes (key, pick, held)' body)"
check "the umpire forces the Confederate Key chits at random" ok \
    "$(run "$U" 'force key confederate at random')"
check "...the umpire reads what was chosen" 1 \
    "$(grep -c 'The umpire chose the Confederate Key chits at random: [^,]*, ' body)"
check "...the Confederate is told, naming its chits" 1 \
    "$(seen "$CS" | grep -c 'The umpire chose the Confederate Key chits at random: [^,]*, ')"
check "...the Union never reads them" 0 \
    "$(seen "$UN" | grep -c 'The umpire chose')"
check "...nor the observer" 0 "$(seen "$OB" | grep -c 'The umpire chose')"
check "a choice no longer owed: not forced" "Union owes no Key chits now" \
    "$(run "$U" 'force key union')"
check "nothing owed: status waits for nothing" 1 \
    "$(run "$CS" status > /dev/null; grep -c '"waiting_for":\[\]' body)"
check "...and the umpire's next moves the game on" "ok random-events" \
    "$(run "$U" next) $(phase)"

# Turn 2: the Union's 21.4e pick is owed too, and made by its side.
run "$U" 'next end' > /dev/null
check "into turn 2" "ok key-chits" "$(run "$U" 'next key-chits') $(phase)"
check "status waits for the keys and the Union's pick" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Union Key chits","Confederate Key chits","Union 21.4e pick"\]')"
check "the Confederate may not make the Union's pick" 1 \
    "$(run "$CS" 'pick union birney' | grep -c 'own side')"
check "the Union picks" ok "$(run "$UN" 'pick union birney')"
check "...said with its section" 1 "$(grep -c 'Birney put in play (21.4e)' body)"
check "...once only" "Union has made its pick this turn (21.4e)" \
    "$(run "$UN" 'pick union humphreys')"
check "the keys: the Union's, the Confederate's" "ok ok" \
    "$(run "$UN" 'key union stand') $(run "$CS" 'key csa rebel anv')"
check "nothing owed: the umpire's next passes the build" "ok ok build-cup" \
    "$(run "$U" next) $(run "$U" next) $(phase)"
check "...Birney's chit went into the cup, no other picked" "1 0" \
    "$(grep -c 'Into the cup: Birney' body) $(grep -c 'chosen at random' body)"

# The turn's end: chits still held are the sides' to play or decline
# before they are gathered (18.1), not gathered unplayed behind them.
check "the umpire draws a Union and a Confederate Event (a physical cup)" \
    "ok ok ok" "$(run "$U" 'next draw-chit') $(run "$U" 'draw usa-stand-to-it') $(run "$U" 'draw csa-rebel-yell')"
run "$U" 'next end' > /dev/null
check "at the Held Chit Play step, status waits for both hands" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Union held chits","Confederate held chits"\]')"
check "...the umpire's next into the next turn is refused" 1 \
    "$(run "$U" 'next key-chits' | grep -c '^waiting for: Union held chits, Confederate held chits')"
check "the Union declines its own (discard)" ok "$(run "$UN" 'discard stand')"
check "the umpire declines the Confederate's" ok "$(run "$U" 'force held confederate')"
check "...the Confederate is told which" 1 \
    "$(seen "$CS" | grep -c 'The umpire chose to decline the Confederate held chits: Rebel Yell')"
check "...the Union is not" 0 "$(seen "$UN" | grep -c 'decline the Confederate')"
check "nothing held: the game moves on to turn 3" "ok key-chits" \
    "$(run "$U" 'next key-chits') $(phase)"

serve_stop
finish waiting
