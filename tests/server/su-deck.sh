#!/bin/sh
# A Shattered Union campaign through the server, on the test-only module
# (fixtures/modules/su-test.yaml): what the game waits for is each side's
# seeding, listed in the owed view from the turn's start; each side seeds
# its own cards, which the other side never reads, only how many; the
# umpire's force seeds for a late side; a formation's card drawn waits
# for its owner's play or hold; the Fog of War's casualty and the
# roll-off are the umpire's to record.
# Usage: su-deck.sh ADJUTANT
fix=$(cd "$(dirname "$0")/../fixtures" && pwd)
. "$(dirname "$0")/../lib.sh"

"$bin" serve --data d module import "$fix/modules/su-test.yaml" > out.txt 2>&1
check "the server imports the test module" 0 $?
one_campaign su-test the-creek

run "$U" owed > /dev/null
check "the owed view lists both sides' seeding from the turn's start" 2 \
    "$(jq '[.reply.owed[] | select(.choice == "seed")] | length' body)"
check "next waits for it" 1 \
    "$(run "$U" next | grep -c 'waiting for: Union formation cards to seed')"
check "the Union seeds its own cards" ok \
    "$(run "$UN" 'seed union bf-attack bf-defend bs-maneuver')"
check "...not the Confederate's" 1 \
    "$(run "$UN" 'seed confederate gf-attack gf-defend' | grep -c 'for its own side only\|own side')"
check "the umpire seeds for the late Confederate" ok \
    "$(run "$U" 'force seed confederate at random')"
check "next goes on" ok "$(run "$U" next)"
check "the Confederate reads how many the Union seeded" 1 \
    "$(seen "$CS" | jq -r '.events[].text' | grep -c 'Cards seeded: Union 3, Confederate 2')"
check "...never which" 0 \
    "$(seen "$CS" | jq -r '.events[].text' | grep -c 'Union seeds\|Blue First Attack\|Blue First Defend\|Blue Second Maneuver')"
check "the Union reads its own" 3 \
    "$(seen "$UN" | jq -r '.events[].text' | grep -c 'Union seeds')"
check "the Key Events, forced" "ok ok" \
    "$(run "$U" 'force key union at random') $(run "$U" 'force key confederate at random')"
i=0
while [ "$(state "$OB" | jq -r .phase_id)" != draw-card ] && [ $i -lt 10 ]; do
	run "$U" next > /dev/null; i=$((i + 1)); done
check "the deck is built and the draw step reached" draw-card \
    "$(state "$OB" | jq -r .phase_id)"
# Draw until a formation's card is drawn: its owner's play or hold is
# what the game then waits for.
i=0 found=
while [ -z "$found" ] && [ $i -lt 14 ]; do
	run "$U" draw > /dev/null
	# (Not one Friction of War discarded: that one waits for nobody.)
	found=$(jq -r 'select(.reply.text | test("Handed to")) |
	    .reply.drawn | select(.kind == "formation") | .chit' body)
	run "$U" owed > /dev/null
	w=$(jq -r '.reply.owed[0].answer // empty' body)
	# Any other card waiting for its owner: the umpire holds it.
	if [ -z "$found" ] && [ -n "$w" ]; then
		run "$U" "$(jq -r '.reply.owed[0].force' body)" > /dev/null; fi
	i=$((i + 1))
done
check "a formation's card is drawn" 1 "$([ -n "$found" ] && echo 1)"
run "$U" owed > /dev/null
check "...and the game waits for its owner to play or hold it" 1 \
    "$(jq -r '.reply.owed[0].answer' body | grep -c "^play $found, or hold $found$")"
side=$(jq -r '.reply.owed[0].side' body)
if [ "$side" = union ]; then T=$UN; else T=$CS; fi
check "the owner plays it" ok "$(run "$T" "play $found")"
check "...nothing more is owed" 0 "$(run "$U" owed > /dev/null; jq '.reply.owed | length' body)"
check "a side may not record a General Casualty" 0 \
    "$(run "$CS" 'general blue-first' | grep -c '^ok$')"
check "...nor roll the roll-off" 0 "$(run "$UN" 'rolloff' | grep -c '^ok$')"
check "the umpire does" ok "$(run "$U" 'general blue-first')"
serve_stop
finish su-deck
