#!/bin/sh
# The Long Roads to Gettysburg's Operational / Passive declaration (4.1)
# on a real server, with two Confederate commanders: the walk waits in
# the declaration step for both sides; only the overall commander
# declares for his side; after a Spy result the loser declares first and
# the winner reads the loser's choice before declaring, and nobody else
# does (events, /state, status, log, a joined copy's file) until both
# are revealed together, setting operational.SIDE for every role.
# Usage: lr-posture.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new long-roads high-tide +multiple-commanders \
    > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
"$bin" serve --data d role add "$C" csa lee > lee.txt || exit 1
"$bin" serve --data d role add "$C" csa longstreet > lt.txt || exit 1
LE=$(tok confederate/lee lee.txt); LT=$(tok confederate/longstreet lt.txt)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
seen() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/events?after=0"; }
state() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/state"; }
adj() { timeout 60 "$bin" --session "$@"; }
# What names a sealed choice: its line, the line shown to the winner,
# its JSON word, the reveal.  (The step's name says "Passive" too.)
secret='sealed): \|shown to the\|"passive"\|"operational"\|revealed'

check "the umpire walks to the declaration step" ok \
    "$(run "$U" 'next declaration')"
check "the walk waits there for both sides' declarations" \
    "waiting for: Confederate posture declaration, Union posture declaration (the side chooses, or the umpire's \`force\`)" \
    "$(run "$U" next)"
run "$OB" owed > /dev/null
check "...which every role reads in \`owed\`, with the command" 2 \
    "$(grep -o 'posture declaration, `declare [a-z]* CHOICE`' body | wc -l)"

check "a commander who is not his side's overall commander may not declare" \
    "the Confederate's posture is its overall commander's to declare (Lee (Confederate)) (LRTG 4.1)" \
    "$(run "$LT" 'declare passive')"
check "...nor may the side's own role, once it has commanders" \
    "the Confederate's posture is its overall commander's to declare (Lee (Confederate)) (LRTG 4.1)" \
    "$(run "$CS" 'declare passive')"
run "$UN" 'declare bold' > /dev/null
check "a choice not in the list is refused, naming the list" 1 \
    "$(grep -c '"bold\\" is no posture: expected operational, passive' body)"
check "the Union may not declare for the Confederates" \
    "the Union view acts for its own side only: this is for the Confederate" \
    "$(run "$UN" 'declare csa passive')"

# A Spy result this turn (turns 1-3 roll no random events: the umpire
# records the contest's winner as the players do on a tie).
check "the umpire records the Union as the Spy contest's winner" ok \
    "$(run "$U" 'track spy-won.union =1')"
check "the winner may not declare before the loser" \
    "the Union declares after the Confederate this turn, and reads it first (LRTG 4.1)" \
    "$(run "$UN" 'declare operational')"
check "...and the walk waits for the loser alone" \
    "waiting for: Confederate posture declaration (the side chooses, or the umpire's \`force\`)" \
    "$(run "$U" next)"

adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
check "Lee declares for the Confederates" ok "$(run "$LE" 'declare passive')"
check "...his answer names it, sealed" 1 \
    "$(grep -c 'Confederate posture (sealed): Passive' body)"
check "...declaring twice is refused" \
    "the Confederate has declared its posture for this turn already: once a turn (LRTG 4.1)" \
    "$(run "$LE" 'declare operational')"
check "...shown to the Union, it is not the Confederates' to take back" 1 \
    "$(run "$LE" undo | grep -c 'showed a posture to the other side')"
check "the Union reads the Confederate's choice before declaring" 1 \
    "$(seen "$UN" | grep -c "The Confederate's posture this turn, shown to the Union before it declares: Passive")"
run "$UN" status > /dev/null
check "...in its status too" 1 \
    "$(grep -c 'Declarations (posture, LRTG 4.1): Confederate Passive; Union not yet' body)"
check "...and the umpire" 1 "$(seen "$U" | grep -c 'Confederate posture (sealed): Passive')"
adj o.adj -c log > /dev/null 2>&1
adj n.adj -c log > /dev/null 2>&1
check "...the Union's joined copy holds it" 1 \
    "$(grep -ac 'shown to the Union before it declares: Passive' n.adj)"
seen "$OB" > out
check "the observer reads that the Confederates declared, not what" "1 0" \
    "$(grep -c 'The Confederate has declared its posture' out) $(grep -c "$secret" out)"
check "...nor does its /state" 0 "$(state "$OB" | grep -c "$secret")"
run "$OB" status > /dev/null
check "...its status says sealed" "1 0" \
    "$(grep -c 'Confederate sealed; Union not yet' body) $(grep -c "$secret" body)"
run "$OB" log > /dev/null
check "...nor its log" 0 "$(grep -c "$secret" body)"
check "...nor the observer's joined copy, byte for byte (which holds that it was made)" "0 1" \
    "$(grep -ac 'sealed): \|shown to the\|"passive"' o.adj) $(grep -ac 'The Confederate has declared its posture' o.adj)"
check "...while the umpire's flags still read operational" 1 \
    "$(state "$U" | grep -c '"operational.confederate": *true')"

check "the Union declares once it has read the Confederate's" ok \
    "$(run "$UN" 'declare operational')"
check "...both are revealed together at once" 1 \
    "$(grep -c 'Postures revealed (LRTG 4.1): Confederate Passive; Union Operational' body)"
for who in "$OB" "$LT" "$CS" "$U"; do
	check "...every role reads the reveal" 1 \
	    "$(seen "$who" | grep -c 'Postures revealed (LRTG 4.1): Confederate Passive; Union Operational')"
	run "$who" status > /dev/null
	check "...and its status --json flags" 1 \
	    "$(grep -c '"operational.confederate": *false.*"operational.union": *true\|"operational.union": *true.*"operational.confederate": *false' body)"
done
check "a revealed declaration is not the side's to take back" 1 \
    "$(run "$UN" undo | grep -c 'revealed the sealed postures')"
check "the walk goes on" ok "$(run "$U" next)"

# Next turn: the Spy result stands (turns 1-3 roll no random events).
check "the umpire walks to the next declaration" ok \
    "$(run "$U" 'next declaration yes')"
check "Lee declares passive again" ok "$(run "$LE" 'declare passive')"
check "the umpire sets a deadline on the Union's declaration" ok \
    "$(run "$U" 'deadline +2s union')"
sleep 4
check "...which falls due: the umpire's declaration for it, at random" 1 \
    "$(grep -c "a deadline fell due: .*\`declare union at random\`" serve.log)"
check "...said so to the Union, and both revealed" "1 1" \
    "$(seen "$UN" | grep -c 'Union posture (sealed, chosen at random): ') $(seen "$OB" | grep -c 'Postures revealed (LRTG 4.1): Confederate Passive; Union ')"

serve_stop
finish lr-posture
