#!/bin/sh
# A Battlefield Chaos in a Shattered Union campaign (F-2C), on the
# test-only module and its made-up Fog of War card: nobody at the server
# sees the other side choose, so the draw records that the game waits for
# it; the next draw waits; the side named may not choose for its
# opponent; the chooser's discard takes one of the side's held cards,
# picked blind and named to both (each card was, as it was drawn); and
# the umpire's force chooses for a late side.
# Usage: su-fog.sh ADJUTANT
fix=$(cd "$(dirname "$0")/../fixtures" && pwd)
. "$(dirname "$0")/../lib.sh"

"$bin" serve --data d module import "$fix/modules/su-test.yaml" > out.txt 2>&1
check "the server imports the test module" 0 $?
one_campaign su-test the-fog
# The umpire sends the owner's copy of the card's two lists.
for t in fog-of-war:su-test-fog fog-general:su-test-generals; do
	jq -n --arg t "su-test.${t%%:*}" --rawfile csv "$fix/modules/${t#*:}.csv" \
	    '{table: $t, csv: $csv}' > req
	code=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $U" \
	    --data-binary @req "$H/tables")
	check "the umpire sends the card's ${t%%:*} list" 200 "$code"
done
# The umpire makes every side's seeding and Key Events and walks to the
# draw step.
to_draw() {
	run "$U" 'force seed union at random' > /dev/null
	run "$U" 'force seed confederate at random' > /dev/null
	i=0
	while [ "$(state "$OB" | jq -r .phase_id)" != draw-card ] &&
	    [ $i -lt 10 ]; do
		run "$U" 'force key union at random' > /dev/null
		run "$U" 'force key confederate at random' > /dev/null
		run "$U" next > /dev/null; i=$((i + 1))
	done
}
to_draw
check "the draw step reached" draw-card "$(state "$OB" | jq -r .phase_id)"

# The Union holds its CIC card; then the Fog of War falls on the Union.
check "the Union CIC drawn" ok "$(run "$U" 'draw u-cic')"
check "...held by its owner" ok "$(run "$UN" 'hold u-cic')"
check "the Fog of War drawn, its roll Union Battlefield Chaos" ok \
    "$(run "$U" 'draw fog roll=14')"
check "...the draw says what the game waits for" 1 \
    "$(jq -r .reply.text body | grep -c "waits for the Confederate player's \`chaos move\` or \`chaos discard\`")"
run "$U" owed > /dev/null
check "the owed view: the Confederate's choice" "confederate chaos" \
    "$(jq -r '.reply.owed[0] | "\(.side) \(.choice)"' body)"
check "the next draw waits for it" 1 \
    "$(run "$U" draw | grep -c 'waiting for: Confederate choice of Battlefield Chaos on the Union side')"
check "the Union may not choose for the Confederate" 0 \
    "$(run "$UN" 'chaos discard' | grep -c '^ok$')"
check "a word that is no choice: refused" 1 \
    "$(run "$CS" 'chaos burn' | grep -c 'expected move or discard')"
check "the Confederate discards one of the Union's held cards" ok \
    "$(run "$CS" 'chaos discard')"
check "...the Union CIC, the only one held" 1 \
    "$(seen "$UN" | jq -r '.events[].text' | grep -c 'Battlefield Chaos: Union CIC discarded')"
check "nothing more is owed" 0 "$(run "$U" owed > /dev/null; jq '.reply.owed | length' body)"
check "a second answer: nothing waits" 1 \
    "$(run "$CS" 'chaos move' | grep -c 'no Battlefield Chaos waits')"

# Turn 2: the Union late with its choice, the umpire's force makes it.
run "$U" 'next reset-vp yes' > /dev/null
run "$U" next > /dev/null
to_draw
check "turn 2's draw step" "2 draw-card" \
    "$(state "$OB" | jq -r '"\(.turn) \(.phase_id)"')"
run "$U" 'draw c-cic' > /dev/null
run "$CS" 'hold c-cic' > /dev/null
check "Rebel Battlefield Chaos: the Union's choice owed" "ok union" \
    "$(run "$U" 'draw fog roll=25') $(run "$U" owed > /dev/null; jq -r '.reply.owed[0].side' body)"
check "a force for the wrong side: refused" 1 \
    "$(run "$U" 'force chaos confederate' | grep -c 'owes no Battlefield Chaos choice')"
check "a force with no choice's word: refused" 1 \
    "$(run "$U" 'force chaos union sideways' | grep -c 'expected move or discard')"
check "the umpire's force chooses for the Union" ok \
    "$(run "$U" 'force chaos union discard')"
check "...the Confederate CIC discarded" 1 \
    "$(seen "$CS" | jq -r '.events[].text' | grep -c 'Battlefield Chaos: Confederate CIC discarded')"
check "...and the draw goes on" ok "$(run "$U" draw)"

# A roll-off won: the game waits for the winner's choice of play order.
run "$U" owed > /dev/null
f=$(jq -r '.reply.owed[0].force // empty' body)
[ -n "$f" ] && run "$U" "$f" > /dev/null
check "the umpire records the roll-off" ok "$(run "$U" 'rolloff union=6 confederate=2')"
run "$U" owed > /dev/null
check "...the Union owes its choice" "union playorder" \
    "$(jq -r '.reply.owed[0] | "\(.side) \(.choice)"' body)"
check "the next draw waits for it" 1 \
    "$(run "$U" draw | grep -c 'waiting for: Union choice to play held cards first or second')"
check "the Confederate may not choose for the Union" 0 \
    "$(run "$CS" 'playorder first' | grep -c '^ok$')"
check "a word that is no choice: refused" 1 \
    "$(run "$UN" 'playorder sideways' | grep -c 'expected first or second')"
check "the Union chooses to go second" ok "$(run "$UN" 'playorder second')"
check "...every side reads that the Confederate play first" 1 \
    "$(seen "$OB" | jq -r '.events[].text' | grep -c 'Held cards: the Confederate play first')"
check "a force with nothing owed: refused" 1 \
    "$(run "$U" 'force playorder union' | grep -c 'owes no choice of play order')"

# The VP locations are the map's: every role reads them, the umpire alone
# records who holds one.
check "a side may not say who holds a VP location" 0 \
    "$(run "$UN" 'location h10 union' | grep -c '^ok$')"
check "the umpire does" ok "$(run "$U" 'location h10 union')"
check "a side reads the list" ok "$(run "$CS" location)"
check "...the Union holds the hill, its marker face down" "union null" \
    "$(jq -r '.reply.locations[0] | "\(.holder) \(.value)"' body)"
serve_stop
finish su-fog
