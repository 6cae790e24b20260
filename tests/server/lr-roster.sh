#!/bin/sh
# The Long Roads to Gettysburg's roster (issue 26, item 1; 21.1), through
# the real client: `serve new` takes +OPTION words and commanders=ID,...
# (each refused in one line before anything is made), each commander role
# comes from the game's data with the formations it holds, `role list`
# shows each reader only his side's, `command FORMATION COMMANDER` changes
# control in the steps 21.1 allows with its fatigue reminder and refuses
# what 21.1 bars, a formation or a duty is its holder's (or the overall
# commander's, or the umpire's) to command, and the overall commander
# follows Meade taking command and a Halleck Interferes turn.
# Usage: lr-roster.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 20 "$bin" --session "$@"; }
# A line at a terminal, its answer without the Meanwhile: lines.
say() { adj "$1" -c "$2" 2>&1 | grep -v '^Meanwhile'; }
campaigns() { "$bin" serve --data d list 2>/dev/null | grep -c long-roads; }

# Bad words to `serve new`: one line each, and no campaign made.
"$bin" serve --data d new long-roads high-tide +no-such > out 2> err; rc=$?
check "serve new: an unknown option is refused, naming the game's" "1 1" \
    "$rc $(grep -c '^adjutant serve: no option "no-such" for long-roads: expected +confederate-detachments, ' err)"
"$bin" serve --data d new long-roads high-tide commanders=lee > out 2> err; rc=$?
check "...a commander of an option not taken" "1 1" \
    "$rc $(grep -c '^adjutant serve: commanders=: lee is a commander of the +multiple-commanders option: start the campaign with it$' err)"
"$bin" serve --data d new long-roads high-tide +multiple-commanders commanders=lee,custer > out 2> err; rc=$?
check "...a commander the data does not name" "1 1" \
    "$rc $(grep -c '^adjutant serve: commanders=: no commander "custer" in long-roads: expected some of lee, longstreet, ' err)"
"$bin" serve --data d new long-roads high-tide +multiple-commanders +halleck commanders=hooker,halleck > out 2> err; rc=$?
check "...Halleck with fewer than three Union players (21.1)" "1 1" \
    "$rc $(grep -c '^adjutant serve: commanders=: halleck only with 3 or more Union commanders (2 named)$' err)"
"$bin" serve --data d new long-roads high-tide +multiple-commanders commanders=lee,lee > out 2> err; rc=$?
check "...a commander named twice" "1 1" \
    "$rc $(grep -c '^adjutant serve: commanders=: lee is named twice$' err)"
"$bin" serve --data d new longstreet-attacks round-tops commanders=lee > out 2> err; rc=$?
check "...and commanders= in a game whose data names none" "1 1" \
    "$rc $(grep -c 'names no commanders in its data: add free names with `role add SIDE NAME`' err)"
check "nothing was made by any of them" 0 "$(campaigns)"

"$bin" serve --data d new long-roads high-tide +multiple-commanders +halleck \
    +simplified-supply commanders=lee,longstreet,ewell,stuart,hooker,meade,halleck,reynolds \
    > toks.txt 2> err; rc=$?
C=$(awk '/^campaign/ { print $2 }' toks.txt)
check "serve new makes the campaign with its options and commanders" "0 1 1 1" \
    "$rc $(grep -c '^Option: Multiple Commanders\.$' toks.txt) $(grep -c '^Option: Halleck (Pro-CSA)\.$' toks.txt) $(grep -c '^Lee joins the Confederate as an overall commander' toks.txt)"
check "...each commander with his token and join link, as role add prints them" "8 8" \
    "$(grep -c '^\(confederate\|union\)/[a-z]* [0-9a-f]\{64\}$' toks.txt) $(grep -c "^  join: adjutant+http://HOST:PORT/v1/campaigns/$C#" toks.txt | awk '{ print $1 - 4 }')"
check "...the overall commanders recorded as such in their role events" "confederate/lee union/hooker" \
    "$(sqlite3 "d/$C.adj" "SELECT group_concat(json_extract(data, '$.commander'), ' ') FROM event WHERE kind = 'role' AND json_extract(data, '$.overall')")"
check "...Halleck holds DC, VIII Corps and PA until Meade commands (21.1)" "dc pa viii-corps" \
    "$(sqlite3 "d/$C.adj" "SELECT group_concat(value, ' ') FROM (SELECT j.value FROM event, json_each(json_extract(data, '$.holds')) j WHERE kind = 'role' AND json_extract(data, '$.commander') = 'union/halleck' ORDER BY 1)")"

serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
join() { adj "$1" -c "sync join $URL $(tok "$2")" > /dev/null 2>&1; }
join u.adj umpire
join lee.adj confederate/lee
join lt.adj confederate/longstreet
join ew.adj confederate/ewell
join st.adj confederate/stuart
join ho.adj union/hooker
join ha.adj union/halleck
join re.adj union/reynolds
join o.adj observer

# Who reads whom.
say lt.adj 'role list' > out
check "role list: Longstreet reads his side's commanders and what each holds" "4 0 1" \
    "$(grep -c '^  confederate/' out) $(grep -c 'union/' out) $(grep -c '^  *holds Confederate 1 Corps; Richmond Garrison reinforcements$' out)"
say ho.adj 'role list' > out
check "...Hooker his, the overall commander marked, never the enemy's" "4 1 0" \
    "$(grep -c '^  union/' out) $(grep -c '^  union/hooker .*, overall commander$' out) $(grep -c 'confederate/' out)"
say o.adj 'role list' > out
check "...the observer none" "1 0" \
    "$(grep -c '^No commanders that you may see\.$' out) $(grep -c '/' out)"
say ho.adj 'role list --json' > out 2>&1
adj ho.adj --json -c 'role list' > out 2>&1
check "...and in JSON, with what each holds" "1 1" \
    "$(grep -c '"role": *"union/halleck", *"name": *"Halleck (Union)", *"overall": *false, *"holds": *\[ *"dc", *"pa", *"viii-corps" *\]' out) $(grep -c '"unheld": *\[ *"quartermaster.union" *\]' out)"
check "the Union's copy holds no Confederate commander, nor theirs a Union one" "0 0 0 0" \
    "$(grep -ac 'longstreet' ho.adj) $(grep -ac 'stuart' re.adj) $(grep -ac 'union/halleck' lt.adj) $(grep -ac 'reynolds' st.adj)"
curl -s -H "Authorization: Bearer $(tok confederate/longstreet)" "$H/state" > body
check "...nor a Confederate's page" 0 "$(grep -c 'union/halleck\|reynolds' body)"

say u.adj 'role list' > out
check "the umpire is told where the start breaks 21.1's corps count" 1 \
    "$(grep -c '^Not yet as the rules want it: each subordinate holds at least as many corps as the overall commander (21\.1): Meade (Union) holds 1, Hooker (Union) 5\.$' out)"

# At the set-up (before the first Communications Phase): no fatigue.
say u.adj 'command quartermaster ewell' > out
check "the umpire appoints the Quartermaster General at the set-up" 1 \
    "$(grep -c '^Ewell (Confederate) is the Confederate Quartermaster General now\.$' out)"
say lee.adj 'command 3-corps ewell' > out
check "the overall commander gives his corps at the set-up, no fatigue" 1 \
    "$(grep -c '^Control of the Confederate 3 Corps passes from Lee (Confederate) to Ewell (Confederate): no fatigue for the change (21\.1)\.$' out)"
say u.adj 'command 2-corps lee' > out
check "...the umpire another" 1 \
    "$(grep -c '^Control of the Confederate 2 Corps passes from Ewell (Confederate) to Lee (Confederate): no fatigue' out)"

# What 21.1 bars, each refused with its section and nothing recorded.
n=$(events)
check "the CAV corps never to the overall commander" \
    "command: Confederate CAV corps: never the overall commander's (21.1)" \
    "$(say u.adj 'command cav-corps lee')"
check "non-CAV cavalry never to the CAV corps' commander" \
    "command: Imboden (non-CAV cavalry): never held by the commander of the Confederate CAV corps (21.1)" \
    "$(say u.adj 'command imboden stuart')"
check "...nor the CAV corps to the holder of non-CAV cavalry" \
    "command: 12 VA Cav (non-CAV cavalry): never held by the commander of the Confederate CAV corps, and Ewell (Confederate) holds it (21.1)" \
    "$(say u.adj 'command cav-corps ewell')"
check "no AoP cavalry to the Union overall commander" \
    "command: AoP 1st Cavalry Division: never the overall commander's (21.1)" \
    "$(say u.adj 'command 1st-cav hooker')"
check "the V Corps not to Hooker's player before Meade commands" \
    "command: Union V Corps: never the overall commander's (21.1)" \
    "$(say u.adj 'command v-corps hooker')"
check "a subordinate holds at least as many corps as the overall commander" \
    "command: each subordinate holds at least as many corps as the overall commander (21.1): Longstreet (Confederate) holds 0, Lee (Confederate) 2" \
    "$(say u.adj 'command 1-corps lee')"
check "the Quartermaster General is a subordinate" \
    "command: Confederate Quartermaster General: never the overall commander's (21.1)" \
    "$(say u.adj 'command quartermaster lee')"
check "...nothing recorded by any of them" "$n" "$(events)"

# Bad words, each in one line.
check "an unknown formation" \
    "command: “nosuch”: no formation or duty of this game (\`role list\` shows what each commander holds)" \
    "$(say u.adj 'command nosuch ewell')"
check "an unknown commander" \
    "command: “nobody”: no commander of yours to give it to (\`role list\` names them)" \
    "$(say u.adj 'command 1-corps nobody')"
check "another side's commander, to a Confederate: as unknown" \
    "command: “hooker”: no commander of yours to give it to (\`role list\` names them)" \
    "$(say lee.adj 'command 1-corps hooker')"
check "a formation of the other side" \
    "command: the Union I Corps is the Union's; its commanders or the umpire give it" \
    "$(say lee.adj 'command i-corps longstreet')"
check "a word after the commander" \
    "command: expected \`near\` or nothing after the commander, not “soon”" \
    "$(say u.adj 'command 1-corps ewell soon')"
check "...nothing recorded" "$n" "$(events)"

# Authority: a formation is its holder's, or the overall commander's; a
# duty's commands and tracks the duty holder's.
check "a commander may not give another's corps" \
    "command: the Confederate 3 Corps is Ewell (Confederate)'s to command (or the overall commander's, or the umpire's: 21.1)" \
    "$(say lt.adj 'command 3-corps longstreet')"
check "...nor use the Quartermaster General's command" \
    "plan: the Confederate Quartermaster General is Ewell (Confederate)'s to command (or the overall commander's, or the umpire's: 21.1)" \
    "$(say lt.adj 'plan confederate dismantle Frederick')"
check "...which the Quartermaster General and the overall commander pass" "0 0" \
    "$(say ew.adj 'plan confederate dismantle Frederick' | grep -c Quartermaster) $(say lee.adj 'plan confederate dismantle Frederick' | grep -c Quartermaster)"
check "a side with no Quartermaster General yet: as before" 0 \
    "$(say re.adj 'plan union dismantle Frederick' | grep -c Quartermaster)"
n=$(events)
check "a player's free text naming a formation is no command about it" "ok 1" \
    "$(say re.adj 'note Halleck keeps pa and dc' | grep -c 'to command' | sed 's/^0$/ok/') $(($(events) - n))"

# The Communications Phase: a change costs a fatigue; to the overall
# commander only when the players say the unit is near him.
next_to() { say u.adj "next $1" > /dev/null; say u.adj 'status' | grep -q "Phase: $2" ||
	say u.adj "next $1" > /dev/null; }
next_to communications 'Communications Phase'
say lee.adj 'command 2-corps ewell' > out
check "a change in the Communications Phase: +1 fatigue (21.1)" 1 \
    "$(grep -c '^Control of the Confederate 2 Corps passes from Lee (Confederate) to Ewell (Confederate): +1 fatigue to each of its units (21\.1)\.$' out)"
check "to the overall commander: the players say the unit is near" \
    "command: to the overall commander only with the unit or its corps commander within 10 hexes of him (21.1): add \`near\` when it is so, or the umpire rules" \
    "$(say ew.adj 'command 3-corps lee')"
check "...and then it goes" 1 \
    "$(say ew.adj 'command 3-corps lee near' | grep -c '^Control of the Confederate 3 Corps passes from Ewell (Confederate) to Lee (Confederate): +1 fatigue')"
for f in ho lt u o; do say $f.adj status > /dev/null; done
check "the change is in the side's and the umpire's copies, not the enemy's" "1 1 0 0" \
    "$(grep -ac 'Control of the Confederate 3 Corps passes from Ewell' lt.adj) $(grep -ac 'Control of the Confederate 3 Corps passes from Ewell' u.adj) $(grep -ac 'Control of the Confederate' ho.adj) $(grep -ac 'Control of the Confederate' o.adj)"
say lt.adj 'role list' > out
check "role list folds the changes" "1 1" \
    "$(grep -c '^  *holds Confederate 3 Corps$' out) $(grep -c '^  *holds .*Confederate 2 Corps.*Confederate Quartermaster General (duty)$' out)"
next_to leader-transfer 'Leader Transfer Phase'
check "outside the steps 21.1 gives, refused" \
    "command: control changes in the Communications Phase (21.1), not now: \`next communications\` goes there" \
    "$(say lee.adj 'command 3-corps ewell')"

# The overall commander: Halleck for a Halleck Interferes turn, the V
# Corps' holder once Meade commands (21.1).
say u.adj 'track halleck-interferes =1' > /dev/null
check "Halleck Interferes: Halleck is the Union overall commander" 1 \
    "$(say ho.adj 'role list' | grep -c '^  union/halleck .*, overall commander$')"
check "...and may command any Union formation (here: not in this step)" \
    "command: control changes in the Communications Phase (21.1), not now: \`next communications\` goes there" \
    "$(say ha.adj 'command ii-corps reynolds')"
check "...which Reynolds may not" \
    "command: the Union II Corps is Hooker (Union)'s to command (or the overall commander's, or the umpire's: 21.1)" \
    "$(say re.adj 'command ii-corps reynolds')"
say u.adj 'track meade-commands =1' > /dev/null
say ho.adj 'role list' > out
check "Meade commands: the V Corps' holder is the overall commander, Halleck no more" "1 0" \
    "$(grep -c '^  union/meade .*, overall commander$' out) $(grep -c '^  union/halleck .*, overall commander$' out)"

# The umpire's role add: a role of the data brings its data; a free name
# is as before.
say u.adj 'role add confederate hill' > out
check "the umpire adds a role of the data: it takes what falls to it" 1 \
    "$(grep -c '^Hill joins the Confederate as a commander, holding Richmond Garrison reinforcements\.$' out)"
say u.adj 'role add union buford' > out
check "...a free name joins as before" 1 \
    "$(grep -c '^Buford joins the Union as a commander\.$' out)"

finish lr-roster
