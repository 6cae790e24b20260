#!/bin/sh
# What a chit drawn or played asks of its owner, in a Longstreet Attacks
# campaign (issue 24, item 1): a CIC played with success waits for its
# owner to name the brigade (10.6), the umpire's `next` and the draw held
# meanwhile, the umpire's `force brigade` choosing for it; at a table a
# script still picks at random.
# Usage: owed-chits.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
one_campaign longstreet-attacks hammerin-sickles
kinds() { sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE seq > $1 AND kind = '$2'"; }

check "the Key chits forced, on to the draw" "ok ok ok" \
    "$(run "$U" 'force key union at random') $(run "$U" 'force key confederate at random') $(run "$U" 'next draw-chit')"

# A CIC: its owner names the brigade; the campaign waits for it.
check "the umpire draws Longstreet's CIC (a physical cup)" ok \
    "$(run "$U" 'draw longstreet')"
n=$(events)
check "the Confederate plays it, naming no brigade" ok \
    "$(run "$CS" 'play longstreet')"
check "...it succeeds, and the brigade is waited for, not picked" "1 1 0" \
    "$(grep -c 'Longstreet: rolled [1-6] against Success:1-6' body) $(grep -c 'The Confederate player chooses the brigade Longstreet activates: any of its brigades in play (10.6); the game waits for it (`brigade BRIGADE`)' body) $(kinds "$n" activation)"
for who in "$U" "$UN" "$CS" "$OB"; do
	check "every role's state: the brigade owed, and how to answer" "1 1" \
	    "$(state "$who" | grep -c '"waiting_for":\["Confederate brigade Longstreet activates"\]') $(state "$who" | grep -c '"answer":"brigade BRIGADE"')"
done
n=$(events)
check "the umpire's next is refused, naming it" \
    "waiting for: Confederate brigade Longstreet activates (the side chooses, or the umpire's \`force\`)" \
    "$(run "$U" next)"
check "...and so is another draw" \
    "waiting for: Confederate brigade Longstreet activates (the side chooses with \`brigade BRIGADE\`, or the umpire's \`force\`)" \
    "$(run "$U" 'draw hood')"
check "...the Union may not choose it" 1 "$(run "$UN" 'brigade law' | grep -c 'own side only')"
run "$CS" 'brigade nonsense' > /dev/null
check "...a brigade not in play: refused, naming whose" 1 \
    "$(grep -c 'nonsense.. is not one of the Confederate player'"'"'s brigades in play' body)"
check "...its roll was made: roll= refused" 1 \
    "$(run "$CS" 'brigade kershaw roll=3' | grep -c 'roll of Longstreet was made when it was played')"
check "...nothing recorded" "$n" "$(events)"
serve_stop
serve_start --rate 0
check "a restarted server folds the same wait" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Confederate brigade Longstreet activates"\]')"
check "the Confederate names Kershaw's" ok "$(run "$CS" 'brigade kershaw')"
check "...activated by the CIC, nothing owed" "1 1" \
    "$(grep -c "Kershaw's activated by Longstreet (Full; marker not flipped, 10.6)" body) $(state "$OB" | grep -c '"waiting_for":\[\]')"
check "...and the umpire's next begins its activation" "ok 1" \
    "$(run "$U" next) $(grep -c 'Orders Step' body)"

# The umpire chooses for a side: told to it, not to the other.
check "the Sickles CIC drawn, and played by the Union (typed roll 1)" "ok ok" \
    "$(run "$U" 'draw sickles') $(run "$UN" 'play sickles roll=1')"
check "...its brigade is owed" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Union brigade Sickles activates"\]')"
check "a side may not force" 1 "$(run "$UN" 'force brigade union' | grep -c umpire)"
check "...nor the umpire for a side that owes nothing" \
    "Confederate owes no brigade now" "$(run "$U" 'force brigade confederate')"
check "the umpire forces it at random" ok "$(run "$U" 'force brigade union at random')"
check "...the Union is told which" 1 \
    "$(seen "$UN" | grep -c 'The umpire chose the Union brigade Sickles activates at random: ')"
check "...the Confederate is not" 0 \
    "$(seen "$CS" | grep -c 'The umpire chose the Union brigade')"
check "...nothing owed" 1 "$(state "$OB" | grep -c '"waiting_for":\[\]')"
serve_stop

# At a table a script still picks the brigade at random, and says so.
timeout 60 "$bin" --seed 3 --session t.adj -c 'new longstreet hammerin' \
    -c 'key union stand' -c 'key csa rebel anv' -c 'next draw-chit' \
    -c 'draw longstreet' -c 'play longstreet' > out 2>&1
check "at a table the CIC's brigade is picked at random, unasked" "0 1" \
    "$(grep -ci 'waits for it' out) $(grep -c 'activated by Longstreet' out)"
finish owed-chits
