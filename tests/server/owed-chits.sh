#!/bin/sh
# What a chit drawn or played asks of its owner, in a Longstreet Attacks
# campaign (issue 24, item 1): a chit handed to its owner waits for his
# play or hold (10.3a, c), named to him and the umpire alone, the
# umpire's `force drawn` holding it; a CIC played with success waits for
# its owner to name the brigade (10.6), the umpire's `force brigade`
# choosing for it; the umpire's `next` and the draw held meanwhile; the
# chit a Command Event roll of Advance would bring earlier named by its
# side before the rolls (19.3), or by the umpire's `force advance`.  At a
# table nothing waits and a script still picks at random.
# Usage: owed-chits.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
one_campaign longstreet-attacks hammerin-sickles
kinds() { sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE seq > $1 AND kind = '$2'"; }

# The Key chits: in the cup for sure, the chits the test draws by name.
check "the Key chits chosen, on to the draw" "ok ok ok" \
    "$(run "$UN" 'key union stand') $(run "$CS" 'key csa rebel anv') $(run "$U" 'next draw-chit')"

# An Event drawn: handed to its owner face down, to play or hold (LA
# 10.3a); the campaign waits for him, and only he and the umpire read
# which chit it is.
n=$(events)
check "the umpire draws the Union's Stand to It! (a physical cup)" ok \
    "$(run "$U" 'draw usa-stand-to-it')"
check "...the game waits for its owner" 1 \
    "$(grep -c 'The game waits for the Union player.s `play` or `hold`' body)"
check "...the wait recorded for the Union's eyes (and the umpire's)" "union" \
    "$(sqlite3 "d/$C.adj" "SELECT vis FROM event WHERE seq > $n AND kind = 'drawn-owed'")"
for who in "$U" "$UN"; do
	check "the Union's and the umpire's state: the chit named, how to answer, the force" "1 1" \
	    "$(state "$who" | grep -c '"waiting_for":\["Union play or hold of Stand to It!, drawn"\]') $(state "$who" | grep -c '"answer":"play usa-stand-to-it, or hold usa-stand-to-it","choice":"drawn","force":"force drawn union at random"')"
done
for who in "$CS" "$OB"; do
	check "another view: that a chit is owed, never which" "1 1 0" \
	    "$(state "$who" | grep -c '"waiting_for":\["Union play or hold of the chit drawn"\]') $(state "$who" | grep -c '"answer":"play CHIT, or hold CHIT"') $(state "$who" | grep -ci 'stand to it')"
done
run "$CS" status > /dev/null
check "...the Confederate's own status says the same" "1 0" \
    "$(grep -c 'Waiting for: Union play or hold of the chit drawn' body) $(grep -ci 'stand to it' body)"
run "$UN" status > /dev/null
check "...the Union's names it" 1 \
    "$(grep -c 'Waiting for: Union play or hold of Stand to It!, drawn' body)"
n=$(events)
check "the umpire's next is refused, naming it" \
    "waiting for: Union play or hold of Stand to It!, drawn (the side chooses, or the umpire's \`force\`)" \
    "$(run "$U" next)"
check "...and so is another draw" \
    "waiting for: Union play or hold of Stand to It!, drawn (the side chooses with \`play CHIT\` or \`hold CHIT\`, or the umpire's \`force\`)" \
    "$(run "$U" draw)"
check "...the Confederate may not hold it" 0 \
    "$(run "$CS" 'hold usa-stand-to-it' | grep -c '^ok')"
check "...the Confederate's next names no chit" 0 \
    "$(run "$CS" next | grep -ci 'stand to it')"
check "...nothing recorded" "$n" "$(events)"
check "the Union holds it" ok "$(run "$UN" 'hold stand')"
check "...recorded, for its eyes: the wait is over" "union 1" \
    "$(sqlite3 "d/$C.adj" "SELECT vis FROM event WHERE seq > $n AND kind = 'chit-held'") $(state "$OB" | grep -c '"waiting_for":\[\]')"
check "...the Confederate never read which chit" 0 "$(seen "$CS" | grep -ci 'stand to it')"
check "a hold of a chit held already records nothing" "ok $(events)" \
    "$(run "$UN" 'hold stand') $(events)"

# The umpire holds a chit drawn for its owner: what the rules leave a
# chit not played at once (10.3a).
check "the Confederate's Rebel Yell! drawn" "ok 1" \
    "$(run "$U" 'draw csa-rebel-yell') $(state "$UN" | grep -c '"waiting_for":\["Confederate play or hold of the chit drawn"\]')"
check "a side may not force" 1 "$(run "$CS" 'force drawn confederate' | grep -c umpire)"
check "...nor the umpire for a side that owes nothing" \
    "Union owes no play or hold of a chit drawn now" \
    "$(run "$U" 'force drawn union')"
check "...nor play it for the side" \
    "usage: force drawn SIDE [at random | hold] (the chit is held either way: 10.3)" \
    "$(run "$U" 'force drawn confederate play')"
check "the umpire forces it (held)" ok "$(run "$U" 'force drawn confederate at random')"
check "...the Confederate is told, naming it" 1 \
    "$(seen "$CS" | grep -c 'The umpire chose to hold the Confederate chit drawn: Rebel Yell!')"
check "...the Union is not" 0 "$(seen "$UN" | grep -c 'The umpire chose to hold')"
check "...held in the Confederate's hand, nothing owed" "hand 1" \
    "$(sqlite3 "d/$C.adj" "SELECT json_extract(data, '$.to') FROM event WHERE kind = 'chit' AND json_extract(data, '$.chit') = 'csa-rebel-yell' ORDER BY seq DESC LIMIT 1") $(state "$OB" | grep -c '"waiting_for":\[\]')"

# A CIC: drawn face up, to use now or hold; used, its owner names the
# brigade, and the campaign waits for that too.
check "the umpire draws Longstreet's CIC (a physical cup)" ok \
    "$(run "$U" 'draw longstreet')"
check "...owed by the Confederate: named to the umpire, as the hands name it to the others" "1 1" \
    "$(state "$U" | grep -c '"waiting_for":\["Confederate play or hold of Longstreet, drawn"\]') $(state "$OB" | grep -c '"waiting_for":\["Confederate play or hold of the chit drawn"\]')"
n=$(events)
check "the Confederate plays it, naming no brigade" ok \
    "$(run "$CS" 'play longstreet')"
check "...it succeeds, and the brigade is waited for, not picked" "1 1 0" \
    "$(grep -c 'Longstreet: rolled [1-6] against Success:1-6' body) $(grep -c 'The Confederate player chooses the brigade Longstreet activates: any of its brigades in play (10.6); the game waits for it (`brigade BRIGADE`)' body) $(kinds "$n" activation)"
for who in "$U" "$UN" "$CS" "$OB"; do
	check "every role's state: the brigade owed, how to answer, the force" "1 1" \
	    "$(state "$who" | grep -c '"waiting_for":\["Confederate brigade Longstreet activates"\]') $(state "$who" | grep -c '"answer":"brigade BRIGADE","choice":"brigade","force":"force brigade confederate at random"')"
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

# The turn's end: the chit an Advance would bring a turn earlier is the
# side's to name (LA 19.3), before the rolls, where a roll may call for
# it (three chits on the track: 1d6 + 3 may reach 9).
check "to the turn's end; three chits on the Union's AoP track" "ok ok" \
    "$(run "$U" 'next end yes') $(run "$U" 'track aop 3')"
check "...the Union owes the chit an Advance would bring: its answer, its force" 1 \
    "$(state "$OB" | grep -c '{"side":"union","role":"union","what":"chit to bring a turn earlier on an Advance","answer":"advance union CHIT","choice":"advance","force":"force advance union at random"')"
check "the held chits declined" "ok ok" \
    "$(run "$UN" 'discard stand') $(run "$U" 'force held confederate')"
i=0
while [ $i -lt 5 ] && [ "$(run "$U" next)" = ok ]; do i=$((i + 1)); done
check "the umpire's next stops before the rolls, naming it" 1 \
    "$(grep -c 'waiting for: Union chit to bring a turn earlier on an Advance' body)"
check "...the Confederate may not name it" 1 \
    "$(run "$CS" 'advance union birney' | grep -c 'own side only')"
run "$UN" 'advance union nonsense' > /dev/null
check "...a chit that may not come earlier: refused, naming those that may" 1 \
    "$(grep -c 'nonsense.. is not a Union chit that may come a turn earlier: expected one of .*Birney' body)"
check "the Union names Birney" ok "$(run "$UN" 'advance union birney')"
check "...the Confederate never reads it; nothing owed" "0 1" \
    "$(seen "$CS" | grep -c 'Birney comes') $(state "$OB" | grep -c '"waiting_for":\[\]')"
check "the Union takes it back (nothing was left to chance)" ok "$(run "$UN" undo)"
check "...a side may not force" 1 "$(run "$UN" 'force advance union' | grep -c umpire)"
check "...nor the umpire for a side that owes nothing" \
    "Confederate owes no chit for an Advance now" \
    "$(run "$U" 'force advance confederate')"
check "the umpire names one at random" ok "$(run "$U" 'force advance union at random')"
check "...told to the Union, not the Confederate" "1 0" \
    "$(seen "$UN" | grep -c 'The umpire chose the Union chit to bring a turn earlier on an Advance at random: ') $(seen "$CS" | grep -c 'The umpire chose the Union chit')"
check "...and the umpire's next makes the rolls" "ok 1" \
    "$(run "$U" next) $(grep -c '1d6 + 3 chits' body)"
serve_stop

# At a table a script still picks the brigade at random, and says so.
timeout 60 "$bin" --seed 3 --session t.adj -c 'new longstreet hammerin' \
    -c 'key union stand' -c 'key csa rebel anv' -c 'next draw-chit' \
    -c 'draw longstreet' -c 'draw sickles' -c 'play longstreet' > out 2>&1
check "at a table nothing waits: the next draw, the CIC's brigade at random" "0 1 1" \
    "$(grep -ci 'waits' out) $(grep -c '^Drew: Sickles' out) $(grep -c 'activated by Longstreet' out)"
finish owed-chits
