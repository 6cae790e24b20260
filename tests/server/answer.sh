#!/bin/sh
# Who answers for a side (issue 24, item 3): `campaign answer CHOICE
# COMMANDER` gives a choice the side owes to one commander; `owed` names
# him, the rest of his side is refused with who must, he answers, the
# umpire's force still works; `campaign answer CHOICE off` is anyone of
# the side again; only the umpire changes it, and every role reads it.
# Usage: answer.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
"$bin" serve --data d role add "$C" csa longstreet > lt.txt 2>&1
"$bin" serve --data d role add "$C" csa hood > hd.txt 2>&1
LT=$(tok confederate/longstreet lt.txt); HD=$(tok confederate/hood hd.txt)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }

check "by default, the side answers: role is the side" 1 \
    "$(run "$U" owed > /dev/null; grep -c '"side":"confederate","role":"confederate"' body)"
check "a side may not give a choice to a commander" 1 \
    "$(run "$CS" 'campaign answer key confederate/longstreet' | grep -c 'the umpire changes the campaign')"
check "...nor name one that is not" 1 \
    "$(run "$U" 'campaign answer key confederate/nobody' > /dev/null; grep -c 'is no commander of this campaign' body)"
check "...nor a choice that is no word" 1 \
    "$(run "$U" 'campaign answer Key! longstreet' > /dev/null; grep -c 'is not a choice' body)"
check "the umpire gives the Key chits to Longstreet" ok \
    "$(run "$U" 'campaign answer key confederate/longstreet')"
check "...recorded as a setting every role reads" 1 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'setting' AND vis = 'all' AND text LIKE '%Longstreet (Confederate) answers key%'")"
check "...shown by campaign" 1 \
    "$(run "$UN" campaign > /dev/null; grep -c 'answer key: confederate/longstreet' body)"
check "owed names him" 1 \
    "$(run "$U" owed > /dev/null; grep -c 'Longstreet (Confederate): Key chits' body)"
check "the umpire's next waits, naming him" \
    'waiting for: Union Key chits, Longstreet (Confederate) Key chits (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"
n=$(events)
check "the Confederate side is refused, naming who must" \
    "key: Longstreet (Confederate) chooses the Key chits in this campaign" \
    "$(run "$CS" 'key confederate rebel anv')"
check "...and so is another commander" \
    "key: Longstreet (Confederate) chooses the Key chits in this campaign" \
    "$(run "$HD" 'key confederate rebel anv')"
check "...nothing recorded" "$n" "$(events)"
check "the Union is not concerned" ok "$(run "$UN" 'key union stand')"
check "Longstreet chooses them" ok "$(run "$LT" 'key confederate rebel anv')"

# Turn 2: the umpire's force still works; off gives them back.
run "$U" 'next end yes' > /dev/null; run "$U" 'next key-chits' > /dev/null
check "the umpire forces a choice given to a commander" ok \
    "$(run "$U" 'force key confederate at random')"
run "$U" 'force key union at random' > /dev/null
check "a rule for what a choice is of (a division's brigade)" "ok 1" \
    "$(run "$U" 'campaign answer brigade:hood confederate/hood') $(run "$U" campaign > /dev/null; grep -c 'answer brigade:hood: confederate/hood' body)"
check "the umpire takes it back: off" ok "$(run "$U" 'campaign answer key off')"
check "...campaign lists no key rule" "0 1" \
    "$(run "$U" campaign > /dev/null; grep -c 'answer key' body) $(grep -c 'answer brigade:hood' body)"
# Hood's Division chit drawn: its brigade is Hood's to choose.
run "$U" 'force pick union at random' > /dev/null
run "$U" next > /dev/null; run "$U" next > /dev/null
check "Hood's Division chit drawn (a physical cup)" ok \
    "$(run "$U" 'next draw-chit' > /dev/null; run "$U" 'draw hood')"
check "...owed names Hood for its brigade" 1 \
    "$(run "$U" owed > /dev/null; grep -c "Hood (Confederate): brigade of Hood's Division" body)"
check "...Longstreet is refused, naming who must" 1 \
    "$(run "$LT" 'brigade law' > /dev/null; grep -c "brigade: Hood (Confederate) chooses the brigade of Hood's Division in this campaign" body)"
check "...Hood chooses it" ok "$(run "$HD" 'brigade law')"
run "$U" 'next end yes' > /dev/null; run "$U" 'next key-chits' > /dev/null
check "...and the side answers again" ok "$(run "$CS" 'key confederate rebel anv')"
serve_stop
finish answer
