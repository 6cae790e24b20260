#!/bin/sh
# Who may do what in a shared campaign (issue 15, item 1), on a real
# server: each act the umpire keeps refused to a side in one line naming
# its rule or setting, with nothing recorded; each act that is a side's
# own let through; the campaign's settings read by every role, changed by
# the umpire (refused to a side, told to every role), and advance=sides
# letting a side move the game on, from `serve new` or `campaign set`.
# Usage: authority.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
U2=$(tok umpire toks2.txt); UN2=$(tok union toks2.txt); CS2=$(tok confederate toks2.txt)

# The operator's settings at `serve new`: a bad one makes nothing.
"$bin" serve --data d new longstreet round advance=never > out 2>&1; rc=$?
check "serve new with a bad setting: refused, saying what is expected" \
    "1 1" "$rc $(grep -c 'expected advance=umpire|sides' out)"
check "...and no campaign made" 2 "$(sqlite3 d/server.db 'SELECT count(*) FROM campaign')"
"$bin" serve --data d new longstreet round advance=sides > toks3.txt 2>&1
C3=$(awk '/^campaign/ { print $2 }' toks3.txt)
UN3=$(tok union toks3.txt); CS3=$(tok confederate toks3.txt)
check "serve new advance=sides: said, and in the campaign's journal" "1 1" \
    "$(grep -c '^Campaign setting advance=sides' toks3.txt) $(sqlite3 "d/$C3.adj" \
    "SELECT count(*) FROM event WHERE kind = 'setting' AND json_extract(data, '$.value') = 'sides'")"

serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns"

# run TOKEN CAMPAIGN LINE: the answer in body; prints "ok", or the error.
run() { post_line "$1" "$H/$2" "$3"; }
events() { sqlite3 "d/$1.adj" 'SELECT count(*) FROM event'; }
state() { curl -s -H "Authorization: Bearer $1" "$H/$2/state"; }

# The settings: every role reads them; the observer in the state.
check "a side reads the settings" "ok 1" \
    "$(run "$UN" "$C" campaign) $(grep -c 'advance=umpire' body)"
check "...and learns who may do what" 1 "$(grep -c 'the umpire moves the game on' body)"
check "the observer reads them in the state" 1 \
    "$(state "$OB" "$C" | grep -c '"settings":{"advance":"umpire"[,}]')"

# What the umpire keeps, refused to each side, nothing recorded.
n=$(events "$C")
check "a side's next" \
    "next: the umpire moves the game in this campaign (campaign setting advance=umpire)" \
    "$(run "$UN" "$C" next)"
check "a side's next to a step" \
    "next: the umpire moves the game in this campaign (campaign setting advance=umpire)" \
    "$(run "$CS" "$C" 'next end')"
check "a shared track" "track vp: a shared track; the umpire changes it" \
    "$(run "$UN" "$C" 'track vp +1')"
check "a shared track, through a formula" \
    "track vp: a shared track; the umpire changes it" \
    "$(run "$CS" "$C" 'compute casualty-vp union_sp=4 csa_sp=2 add')"
check "hex control" \
    "control 3223: who holds a hex is shared by every side; the umpire rules on it" \
    "$(run "$CS" "$C" 'control 3223 csa')"
check "a chit entering the cup" \
    "enter: it changes what every side shares; the umpire rules on it in this campaign" \
    "$(run "$CS" "$C" 'enter anderson')"
check "the settings" "campaign set: the umpire changes the campaign's settings" \
    "$(run "$UN" "$C" 'campaign set advance=sides')"
check "...none of them recorded anything" "$n" "$(events "$C")"

# What is a side's own, or anyone's: let through.
check "a side reads a shared track" ok "$(run "$UN" "$C" 'track vp')"
check "a side reads hex control" ok "$(run "$CS" "$C" control)"
check "a side works a formula out" ok \
    "$(run "$CS" "$C" 'compute casualty-vp union_sp=4 csa_sp=2')"
check "a side rolls" ok "$(run "$UN" "$C" 'roll 2d6')"
check "a side notes" ok "$(run "$CS" "$C" 'note hold the ridge')"
check "a side picks its own Key chit" ok "$(run "$UN" "$C" 'key union stand')"
check "the other side its own" ok "$(run "$CS" "$C" 'key csa rebel anv')"
check "...but not the other's (the cup's own rule)" 1 \
    "$(run "$UN" "$C" 'key csa rebel' | grep -c 'own side only')"

# The umpire moves the game and changes what is shared.
check "the umpire's next" "ok ok" "$(run "$U" "$C" next) $(run "$U" "$C" next)"
# Chits are drawn in the Chit Draw Phase (LA 10.0); the cup is built and
# this is still the Command Decision Phase.  Only the umpire overrides,
# with a reason every role reads.
check "a side's draw out of its steps: refused, even with a reason" \
    "draw: chits are drawn in the Chit Draw Phase (LA 10.0); \`next chit-draw\` goes there (step=WHY is a campaign umpire's override)" \
    "$(run "$UN" "$C" 'draw step=spilled')"
check "the umpire's draw out of its steps, with a reason: done" ok \
    "$(run "$U" "$C" 'draw step=spilled')"
settle "$U" "$H/$C/commands"
"$bin" --session "d/$C.adj" -c 'log' > out 2>&1
check "...the reason in the log, before the draw" 1 \
    "$(grep -A1 'Umpire: `draw` out of its steps, at Command Decision Phase: Finishing the Draw Cup Setup' out | grep -c 'Drew')"
run "$U" "$C" 'next chit-draw' > /dev/null
check "the umpire's shared track" ok "$(run "$U" "$C" 'track vp +1')"
check "the umpire's hex control" ok "$(run "$U" "$C" 'control 3223 csa')"

# The draw is the puller's: the Round Tops starts on game turn 2, the
# Union's (LA 10.2).
check "the draw out of turn" \
    "draw: the Union is the puller this turn (LA 10.2, game turn 2); the umpire may draw for either side" \
    "$(run "$CS" "$C" draw)"
check "the puller draws" ok "$(run "$UN" "$C" draw)"
settle "$U" "$H/$C/commands"
check "the umpire draws for either side" ok "$(run "$U" "$C" draw)"
settle "$U" "$H/$C/commands"

# The umpire hands `next` to the sides, and every role is told.
check "the umpire changes the setting" ok "$(run "$U" "$C" 'campaign set advance=sides')"
check "...the answer says what it means" 1 "$(grep -c 'every side moves the game on' body)"
seen=$(curl -s -H "Authorization: Bearer $CS" "$H/$C/events?after=0")
check "...the Confederate's events tell it, naming the umpire" 1 \
    "$(echo "$seen" | sed 's/},{/}\n{/g' | grep 'Campaign setting advance=sides' |
    grep -c 'role\\":\\"umpire')"
check "...and the observer's state has it" 1 \
    "$(state "$OB" "$C" | grep -c '"settings":{"advance":"sides"[,}]')"
check "advance=sides: a side moves the game on" ok "$(run "$UN" "$C" next)"
settle "$U" "$H/$C/commands"
check "...and the other side too" ok "$(run "$CS" "$C" 'next end yes')"
check "...but a shared track is still the umpire's" \
    "track vp: a shared track; the umpire changes it" "$(run "$CS" "$C" 'track vp -1')"
n=$(events "$C")
check "a setting already so: said, not recorded" "ok 1 $n" \
    "$(run "$U" "$C" 'campaign set advance=sides') $(grep -c 'is sides already' body) $(events "$C")"
run "$U" "$C" 'campaign set advance=never' > /dev/null
check "a bad setting: refused, saying what is expected" "1 $n" \
    "$(grep -c 'is not a value of advance: expected advance=umpire|sides' body) $(events "$C")"
check "the umpire takes it back" ok "$(run "$U" "$C" 'campaign set advance=umpire')"
check "...and next is the umpire's again" \
    "next: the umpire moves the game in this campaign (campaign setting advance=umpire)" \
    "$(run "$UN" "$C" next)"

# A campaign made with advance=sides: a side moves it from the start.
check "serve new advance=sides: a side's next" "ok ok ok" \
    "$(run "$UN3" "$C3" 'key union stand') $(run "$CS3" "$C3" \
    'key csa rebel anv') $(run "$UN3" "$C3" next)"

# Bloodiest Day: each side's own VP track, its own losses, its own
# impulse.
check "a side's own track" ok "$(run "$UN2" "$C2" 'track vp.union +1')"
check "the other side's own track" \
    "track vp.union: the Union's own track; the Union or the umpire changes it" \
    "$(run "$CS2" "$C2" 'track vp.union +1')"
check "a shared track of Bloodiest Day" \
    "track impulse: a shared track; the umpire changes it" \
    "$(run "$UN2" "$C2" 'track impulse +1')"
check "a side records its own unit lost" ok "$(run "$UN2" "$C2" 'eliminated union Phelps 4')"
check "...not the enemy's (its VP would be its own)" \
    "eliminated: a Confederate unit; the Confederate records its own units, the umpire any side's" \
    "$(run "$UN2" "$C2" 'eliminated csa Hood 4')"
i=0
while [ $i -lt 4 ] && ! grep -q 'Impulse 1' body; do
	run "$U2" "$C2" next > /dev/null; i=$((i + 1)); done
side=$(state "$U2" "$C2" | grep -o '"impulse":{"side":"[a-z]*"' | sed 's/.*"side":"//; s/"//')
if [ "$side" = union ]; then own=$UN2; other=$CS2; else own=$CS2; other=$UN2; fi
check "the Action Phase, in impulses" yes "$([ -n "$side" ] && echo yes)"
check "a side passes only in its own impulse" 1 \
    "$(run "$other" "$C2" pass | grep -c 'own side only')"
check "...and does in its own" ok "$(run "$own" "$C2" pass)"
check "a side's next in an impulse phase: still the umpire's" \
    "next: the umpire moves the game in this campaign (campaign setting advance=umpire)" \
    "$(run "$own" "$C2" next)"

# Through the real client: a side's terminal is told the rule, exit 1.
"$bin" --session n.adj -c "sync join http://127.0.0.1:$port $UN" > /dev/null 2>&1
"$bin" --session n.adj -c next > out 2>&1; rc=$?
check "a side's terminal: the rule, exit 1" "1 1" \
    "$rc $(grep -c 'the umpire moves the game in this campaign' out)"
"$bin" --session n.adj -c campaign > out 2>&1
check "a side's terminal reads the settings" "1 1" \
    "$(grep -c 'advance=umpire' out) $(grep -c 'You are the Union' out)"
"$bin" --session u.adj -c "sync join http://127.0.0.1:$port $U" \
    -c 'campaign set advance=sides' > out 2>&1
check "the umpire's terminal changes them" 1 "$(grep -c '^Campaign setting advance=sides' out)"
"$bin" --session n.adj -c status > out 2>&1
check "...and the side's terminal is told" 1 \
    "$(grep -c '^Meanwhile: .*Campaign setting advance=sides' out)"

serve_stop
finish authority
