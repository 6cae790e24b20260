#!/bin/sh
# Nothing chosen for a side behind its back (issue 15, item 2), on a real
# server: the umpire's `next` refused while a side owes a choice, naming
# it; `status` (text and JSON) telling every role what the campaign waits
# for; a side choosing with its own command and the game moving on; the
# umpire forcing a choice at random, the side told and the other side
# not; the scenario's pick (Hammerin' Sickles 21.4e) made by its side;
# the brigade a drawn Division chit activates chosen by its owner (LA
# 10.7), or forced by the umpire; held chits played or declined before
# the turn's end gathers them.
# Usage: waiting.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"

# run TOKEN LINE: the answer in body; prints "ok", or the error.
run() { post_line "$1" "$H" "$2"; }
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
# The side's terminal asks, by itself: the Confederate's REPL left at its
# prompt hears of the umpire's doing and asks for the Key chits it owes,
# with the command that answers, no key pressed.
"$bin" --session ca.adj -c "sync join http://127.0.0.1:$port $CS" > /dev/null 2>&1
repl cs --session ca.adj
run "$U" 'note the Key chits are due' > /dev/null
wait_seen cs '^The campaign waits for your Key chits: `key confederate CHIT...`'
check "an idle side's terminal asks for what it owes, with the command" 1 \
    "$(screen cs | grep -c '^The campaign waits for your Key chits: `key confederate CHIT...` (the umpire may `force` it)\.$')"
line cs quit
wait_seen cs '^exit=0'

# A side chooses with its own command; what is left is still waited for.
check "the Union chooses its Key chit" ok "$(run "$UN" 'key union stand')"
check "...and status waits for the Confederate only" 1 \
    "$(run "$UN" status > /dev/null; grep -c '"waiting_for":\["Confederate Key chits"\]' body)"
check "...so the umpire's next is still refused" \
    'waiting for: Confederate Key chits (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"

# Forcing is the umpire's; at random, told to the side, not to the other.
check "a side may not force" 1 "$(run "$UN" 'force key confederate' | grep -c umpire)"
run "$U" 'force leader union' > /dev/null
check "a choice nobody owes is named as such, not as a missing side" 1 \
    "$(grep -c 'is not a choice a side owes (key, pick, seed, held, brigade, drawn, advance, impulse, chaos, playorder)' body)"
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
run "$U" 'next end yes' > /dev/null
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
check "the umpire draws a Union and a Confederate Event (a physical cup), each held" \
    "ok ok ok ok ok" "$(run "$U" 'next draw-chit') $(run "$U" 'draw usa-stand-to-it') $(run "$UN" 'hold stand') $(run "$U" 'draw csa-rebel-yell') $(run "$CS" 'hold rebel')"

# A Division chit drawn: its owner rolls, then selects one of the
# division's brigades not yet activated this turn (LA 10.7); the campaign
# waits for that choice rather than make it.
n=$(events)
check "the umpire draws Hood's Division chit (a physical cup)" ok \
    "$(run "$U" 'draw hood')"
check "...the roll made, the Confederate's choice waited for" "1 1" \
    "$(grep -c 'Command Rating roll' body) $(grep -c "The Confederate player chooses the brigade of Hood's Division to activate: one of Law's, Robertson's, Benning's, Anderson's (10.7); the game waits for it" body)"
check "...no brigade activated behind its back" 0 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE seq > $n AND kind = 'brigade'")"
for who in "$U" "$UN" "$CS"; do
	run "$who" status > /dev/null
	check "status tells every role what is owed (text and JSON)" "1 1" \
	    "$(grep -c "Waiting for: Confederate brigade of Hood's Division" body) $(grep -c '"waiting_for":\["Confederate brigade of Hood'"'"'s Division"\]' body)"
done
"$bin" --session c.adj -c "sync join http://127.0.0.1:$port $CS" > /dev/null 2>&1
"$bin" --session c.adj -c 'sync status' > out 2>&1
check "the Confederate's terminal says it owes the brigade" 1 \
    "$(grep -c "^You owe: brigade of Hood's Division (the campaign waits for it" out)"
n=$(events)
check "the umpire's next is refused, saying what is owed" \
    "waiting for: Confederate brigade of Hood's Division (the side chooses, or the umpire's \`force\`)" \
    "$(run "$U" next)"
check "...and so is another draw" \
    "waiting for: Confederate brigade of Hood's Division (the side chooses with \`brigade BRIGADE\`, or the umpire's \`force\`)" \
    "$(run "$U" 'draw fog')"
check "...the Hood chit may not be discarded meanwhile" 1 \
    "$(run "$CS" 'discard hood' | grep -c 'waits for its owner to choose its brigade')"
check "...the Union may not choose it" 1 "$(run "$UN" 'brigade law' | grep -c 'own side only')"
run "$CS" 'brigade kershaw' > /dev/null
check "...a brigade of another division: refused, naming those expected" 1 \
    "$(grep -c 'kershaw.. is not an unactivated brigade of Hood: expected one of Law'"'"'s, Robertson'"'"'s, Benning'"'"'s, Anderson'"'"'s' body)"
check "...nothing recorded" "$n" "$(events)"
serve_stop
serve_start --rate 0
check "a restarted server folds the same wait" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Confederate brigade of Hood'"'"'s Division"\]')"
check "the Confederate chooses Law's" ok "$(run "$CS" 'brigade law')"
check "...it activates and the chit goes back into the cup" "1 1" \
    "$(grep -c "Law's activated" body) $(grep -c 'Hood goes back into the cup: 3 brigades still to activate (10.7)' body)"
check "...nothing owed now" 1 "$(state "$OB" | grep -c '"waiting_for":\[\]')"
check "the Confederate may take its own choice back (no chance, nothing hidden)" ok \
    "$(run "$CS" undo)"
check "...and the campaign waits for it again" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Confederate brigade of Hood'"'"'s Division"\]')"
check "the Confederate chooses Law's again" ok "$(run "$CS" 'brigade law')"
check "Hood drawn again: Law's, activated this turn, is no choice now" 1 \
    "$(run "$U" 'draw hood' > /dev/null; grep -c "one of Robertson's, Benning's, Anderson's (10.7)" body)"
check "...a side may not force" 1 "$(run "$CS" 'force brigade confederate' | grep -c umpire)"
check "...nor the umpire for a side that owes nothing" "Union owes no brigade now" \
    "$(run "$U" 'force brigade union')"
check "the umpire forces the Confederate's brigade at random" ok \
    "$(run "$U" 'force brigade confederate at random')"
check "...told to the Confederate, naming it" 1 \
    "$(seen "$CS" | grep -c "The umpire chose the Confederate brigade of Hood's Division at random: \(Robertson\|Benning\|Anderson\)'s")"
check "...not to the Union" 0 "$(seen "$UN" | grep -c 'The umpire chose the Confederate brigade')"
check "...nothing owed: the draw goes on" 1 "$(state "$OB" | grep -c '"waiting_for":\[\]')"

run "$U" 'next end yes' > /dev/null
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
