#!/bin/sh
# The umpire's console, as an evening would use it (issue 24): three
# turns of a Hammerin' Sickles campaign and a Bloodiest Day turn run from
# the owed view alone.  At each step the umpire reads `owed`: when nothing
# is owed it types `next`, never refused; when something is, the side that
# owes it answers with the command the entry names, or the umpire makes
# the choice with the entry's own `force`, or sets a deadline that the
# server applies.  A roll three commands back is taken back alone by its
# number, the notes typed since it left standing.
# Usage: console.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
one_campaign longstreet-attacks hammerin-sickles

# owed_field N KEY: field KEY of owed entry N of the last `owed` (body).
owed_field() { jq -r ".reply.owed[$1].$2 // empty" body; }
token_of() {
	case $1 in
	umpire) echo "$U";; union|union/*) echo "$UN";;
	confederate|confederate/*) echo "$CS";; esac
}
turn() { state "$OB" | jq -r .turn; }

# step: one move of the umpire's, from the owed view.  The sides answer
# what they can answer without a choice to make (a pass, a hold); a choice of
# chits the umpire makes with the entry's force, as a late side's would
# be.  Counts the umpire's nexts and those refused.
nexts=0 refused=0 answered=0 forced=0
step() {
	run "$U" owed > /dev/null
	if [ "$(jq '.reply.owed | length' body)" -eq 0 ]; then
		nexts=$((nexts + 1))
		r=$(run "$U" next)
		[ "$r" = ok ] || { refused=$((refused + 1)); echo "     refused: $r"; }
		return
	fi
	role=$(owed_field 0 role) answer=$(owed_field 0 answer)
	force=$(owed_field 0 force) pass=$(owed_field 0 pass)
	# The last way offered (a pass, a hold) is the side's to take;
	# a choice of chits to name (CHIT) the umpire makes.
	way=${answer##*, or }
	case $way in
	*[A-Z][A-Z]*)
		if [ -n "$pass" ]; then r=$(run "$U" "$pass"); else
			r=$(run "$U" "$force"); fi
		forced=$((forced + 1));;
	*)	r=$(run "$(token_of "$role")" "$way")
		answered=$((answered + 1));;
	esac
	[ "$r" = ok ] || echo "     answering $role ($answer): $r"
}

# Turn 1: the sides choose their own Key chits and pick, as at a table.
check "the Union's Key chit, by the Union" ok "$(run "$UN" 'key union stand')"
check "the Confederate's Key chits, by the Confederate" ok \
    "$(run "$CS" 'key csa rebel anv')"
i=0
while [ "$(turn)" -lt 2 ] && [ $i -lt 200 ]; do step; i=$((i + 1)); done
check "turn 1 played from the owed view" 2 "$(turn)"

# Turn 2: a deadline on what the Confederate owes, applied by the server.
i=0
while [ "$(run "$U" owed > /dev/null; jq '.reply.owed | length' body)" -eq 0 ] &&
    [ $i -lt 50 ]; do step; i=$((i + 1)); done
late=$(owed_field 0 role) choice=$(owed_field 0 choice)
check "the umpire sets a deadline on the first choice owed" ok \
    "$(run "$U" "deadline +2s $late $choice")"
check "...shown in the owed entry" 1 \
    "$(run "$U" owed > /dev/null; jq '[.reply.owed[] | select(.deadline != null)] | length' body | grep -c '^[1-9]')"
i=0
while [ "$(run "$U" owed > /dev/null; jq "[.reply.owed[] | select(.role == \"$late\" and .choice == \"$choice\" and .deadline != null)] | length" body)" -gt 0 ] &&
    [ $i -lt 40 ]; do sleep 0.25; i=$((i + 1)); done
check "...the server applied it when it fell due, as the umpire's" 1 \
    "$(seen "$U" | jq -r '.events[].text' | grep -c -i 'deadline.*fell due\|fell due.*deadline')"

# A targeted undo: a roll, two notes after it (the umpire's, a side's),
# then `undo #SEQ` of the roll takes it back alone.
run "$U" 'roll 2d6' > /dev/null
roll=$(jq -r .first body)
run "$U" 'note the roll was for the wrong table' > /dev/null
run "$UN" 'note we wait' > /dev/null
check "the umpire takes back the roll by its number" ok \
    "$(run "$U" "undo #$roll reason=meant for the other table")"
jq -r .reply.text body > preview
check "...the preview names the roll, and nothing else taken back" "yes 0" \
    "$(grep -q "roll 2d6" preview && echo yes) $(grep -c note preview)"
check "...the notes after it stand" "0 0" \
    "$(seen "$U" | jq -c '.events[] | select(.kind == "note") | .undone' | grep -c true) $(seen "$UN" | jq -c '.events[] | select(.kind == "note") | .undone' | grep -c true)"
check "...the roll is undone" true \
    "$(seen "$U" | jq -r ".events[] | select(.seq == $roll) | .undone")"

i=0
while [ "$(turn)" -lt 4 ] && [ $i -lt 400 ]; do step; i=$((i + 1)); done
check "turns 2 and 3 played from the owed view" 4 "$(turn)"
check "the umpire never typed a next that was refused ($nexts nexts)" 0 "$refused"
check "...the sides answered, the umpire forced" yes \
    "$([ $answered -ge 0 ] && [ $forced -gt 0 ] && echo yes)"
serve_stop

# A Bloodiest Day turn: the sides' impulses are owed, passed by the side.
one_campaign bloodiest-day historical
nexts=0 refused=0 answered=0 forced=0
# The first impulse comes late: its deadline falls due and passes it.
impulses() { run "$U" owed > /dev/null
	jq '[.reply.owed[] | select(.choice == "impulse")] | length' body; }
i=0
while [ "$(impulses)" -eq 0 ] && [ $i -lt 50 ]; do step; i=$((i + 1)); done
late=$(jq -r '[.reply.owed[] | select(.choice == "impulse")][0].role' body)
check "a deadline on the impulse owed, then a pass" ok \
    "$(run "$U" "deadline +2s $late impulse then=pass")"
i=0
while [ "$(run "$U" owed > /dev/null; jq '[.reply.owed[] | select(.deadline != null)] | length' body)" -gt 0 ] &&
    [ $i -lt 40 ]; do sleep 0.25; i=$((i + 1)); done
check "...it fell due: the impulse passed by the umpire's force, said so" "1 1" \
    "$(seen "$OB" | jq -r '.events[].text' | grep -c 'fell due') $(seen "$OB" | jq -r '.events[] | select(.kind == "forced") | .text' | grep -c 'chose a pass for the')"
i=0
while [ "$(turn)" -lt 2 ] && [ $i -lt 300 ]; do step; i=$((i + 1)); done
check "a Bloodiest Day turn played from the owed view" 2 "$(turn)"
check "...no next refused ($nexts nexts)" 0 "$refused"
check "...the impulses passed by their sides" yes \
    "$([ $answered -gt 0 ] && echo yes)"
serve_stop
finish console
