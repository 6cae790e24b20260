#!/bin/sh
# The REPL as a person uses it, driven in a real terminal (tmux): questions
# inside a command (a bad answer asked again, Enter taking the only choice,
# Ctrl-C and Ctrl-D cancelling with nothing recorded), secrets typed
# unseen and kept out of the history, a jump that asks first, the prompt
# in a replay and a side's view, the exit status after Ctrl-D, a
# campaign umpire's undo asking why, and an idle side's terminal keeping
# up with the campaign by itself.  A whole game at the prompt: table.sh.
# Usage: run.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
events() { "$bin" --session "$1" --json -c log | grep -o '"seq":[0-9]*' | wc -l; }

# A Key chit is typed unseen; a name that is not offered is asked again,
# the choices in the question and the answer nowhere (secrets.sh has the
# rest); Ctrl-C at the next question cancels the whole `next`.
"$bin" --session k.adj -c 'new longstreet round' > /dev/null
before=$(events k.adj)
repl k --session k.adj
line k next
wait_for k 'typed unseen\) > ?$'
line k nosuch
wait_seen k 'not one of the choices left'
wait_for k 'typed unseen\) > ?$'
check "a name not offered: asked again, the answer not shown" "1 0" \
    "$(screen k | grep -c 'not one of the choices left') $(screen k | grep -c nosuch)"
line k rally
wait_for k 'Confederate Key chit .*typed unseen\) > ?$'
check "the Key chit typed is not shown" 0 "$(screen k | grep -c 'rally$')"
keys k C-c
wait_for k '\] > ?$'
check "Ctrl-C at a question: the command is cancelled" 1 \
    "$(screen k | grep -c 'cancelled at the prompt: nothing of this command was recorded')"
check "...and nothing of it was recorded" "$before" "$(events k.adj)"

# Lines naming secrets stay out of the history (and its file).
line k 'key union stand'
wait_for k '\] > ?$'
line k 'note the ford is deep'
wait_for k '\] > ?$'
line k 'key csa rebel anv'
wait_for k '\] > ?$'
keys k C-p	# the Up arrow's readline command: previous history line
sleep 0.3
check "Up recalls the last line that named no secret" 1 \
    "$(last k | grep -c 'note the ford is deep$')"
keys k C-u
check "no Key chit line in the history file" 0 \
    "$(grep -c '^key' xdg/adjutant/history)"

# A jump into the next turn asks first; "no" does nothing.
line k 'next draw'
wait_for k '\] > ?$'
line k 'next build'
wait_for k 'Go on\? \(yes/no\) > ?$'
line k maybe
wait_for k 'Go on\? \(yes/no\) > ?$'
line k no
wait_for k '\] > ?$'
check "a jump that would end the turn asks; no leaves it" 1 \
    "$(screen k | grep -c 'nothing done: the turn goes on')"

# A jump forward in the turn that would leave chits in the cup asks too,
# naming how many; "no" leaves them, "yes" goes (another game: k's
# draw goes on below).
"$bin" --session jn.adj -c 'new longstreet round' -c 'key union rally' \
    -c 'key csa rebel anv' -c 'next draw' > /dev/null 2>&1
repl jn --session jn.adj
line jn 'next end'
wait_for jn 'Go on\? \(yes/no\) > ?$'
check "\`next end\` with chits in the cup asks, naming how many" 1 \
    "$(last jn | grep -c 'passing 10 chits still in the cup\. Go on? (yes/no)')"
line jn no
wait_for jn '\] > ?$'
check "...no leaves the turn where it was" "1 Chit Draw Phase: Drawing" \
    "$(screen jn | grep -c 'nothing done: the turn goes on') $("$bin" --session jn.adj --json -c status | grep -o '"phase":"[^:]*: Drawing' | cut -d'"' -f4)"
line jn 'next vp'
wait_for jn 'Go on\? \(yes/no\) > ?$'
line jn yes
wait_for jn '\] > ?$'
check "...\`next vp\` asks the same, and yes goes" 1 \
    "$(screen jn | grep -c '^End Turn Phase: Victory Point Awards Step')"

# A jump that builds the cup on its way (Events put in at random) stops
# at the step that loops back, rather than ask after chance; `next end`
# there asks with nothing drawn before, and "no" takes nothing back.
"$bin" --session js.adj -c 'new longstreet round' -c 'key union rally' \
    -c 'key csa rebel anv' > /dev/null 2>&1
repl js --session js.adj
line js 'next end'
wait_for js '\] > ?$'
check "a jump that met chance stops where it would leave the cup" 1 \
    "$(screen js | grep -c '^Stopped at .*Rally Step, with 10 chits still in the cup: `next end` again asks before passing them\.$')"
before=$(events js.adj)
line js 'next end'
wait_for js 'Go on\? \(yes/no\) > ?$'
line js no
wait_for js '\] > ?$'
check "...where \`next end\` asks, and no records nothing" \
    "1 $before" "$(screen js | grep -c 'nothing done: the turn goes on$') $(events js.adj)"

# Enter takes the only choice offered (Barnes has one brigade, 21.1).
line k 'draw barnes'
wait_for k "Brigade activated \(Vincent's; Enter takes it\)\? > ?$"
line k ''
wait_for k '\] > ?$'
check "Enter at a one-choice question takes it" 1 \
    "$(screen k | grep -c "Vincent's activated: Full Activation")"

# The prompt says when you are replaying, and whose view you are in.
line k 'view union'
wait_for k 'union view\] > ?$'
check "a side's view is in the prompt" 1 "$(last k | grep -c 'union view\] >')"
line k 'replay'
wait_for k 'REPLAY [0-9]+/[0-9]+\] > ?$'
line k 'track vp +1'
wait_for k 'REPLAY [0-9]+/[0-9]+\] > ?$'
check "a write during a replay is refused" 1 \
    "$(screen k | grep -c 'would write to the live game')"
line k 'replay off'
wait_for k 'union view\] > ?$'
line k 'drwa'
wait_for k '> ?$'
keys k C-d
wait_for k 'exit=[0-9]'
check "Ctrl-D leaves with status 0, though a command was refused" 1 \
    "$(screen k | grep -c 'exit=0')"

# Ctrl-D at a roll: the command is cancelled (it had rolled for the player:
# Jackson killed, 5 VP).
"$bin" --session b.adj -c 'new bloodiest historical' -c next > /dev/null
repl b --session b.adj
line b 'casualty jackson'
wait_for b 'Roll\? .* > ?$'
keys b C-d
wait_for b '\] > ?$'
check "Ctrl-D at a roll: cancelled" 1 \
    "$(screen b | grep -c 'cancelled at the prompt')"
check "...Jackson unhurt, no VP" "0 0" \
    "$("$bin" --session b.adj -c leaders | grep -c 'Jackson.*removed') $("$bin" --session b.adj --json -c status | grep -o '"vp.union":[0-9]*' | cut -d: -f2)"

# A bad roll at a question is asked again; the command goes on.
line b 'casualty jackson'
wait_for b 'Roll\? .* > ?$'
line b next
wait_for b 'Roll\? .* > ?$'
check "a roll that is not one: asked again" 1 \
    "$(screen b | grep -c 'next.*(Ctrl-C cancels the command)')"
line b 5
wait_for b '\] > ?$'
check "...and the answer given then is used" 1 \
    "$(screen b | grep -c 'roll 2d6: 5 (real dice)')"
# `new` without a scenario asks which, the same way: a name not listed is
# asked again, any unique part of an id or a name answers.
repl n --session n.adj
line n 'new longstreet'
wait_for n 'Which scenario\? > ?$'
line n 'nosuch'
wait_seen n '"nosuch": expected one of'
wait_for n 'Which scenario\? > ?$'
check "new: a scenario not listed is asked again, with the list" 1 \
    "$(screen n | grep -c '"nosuch": expected one of .*The Round Tops')"
line n 'whirl'
wait_for n '\] > ?$'
check "...and the one named starts" 1 \
    "$(screen n | grep -c 'Longstreet Attacks - The Whirlpool (LA 21.2): 10 turns')"
# A game of one scenario asks nothing: it starts.
repl n1 --session n1.adj
line n1 'new bloodiest'
wait_for n1 '\] > ?$'
check "new: a game of one scenario starts without asking which" "1 0" \
    "$(screen n1 | grep -c '^Bloodiest Day: Antietam - The Battle of Antietam (BD 1.3)') $(screen n1 | grep -c 'Which scenario')"

# Tab completes what the open game has: the first word to its own
# commands (Bloodiest Day has impulses, Longstreet Attacks has none), an
# argument to the names that fit there (a leader after `activate`).
"$bin" --session tb.adj -c 'new bloodiest historical' > /dev/null
"$bin" --session tl.adj -c 'new longstreet round' > /dev/null
repl tb --session tb.adj
repl tl --session tl.adj
keys tb 'imp'; keys tb Tab
wait_for tb '\] > impulse ?$'
check "Bloodiest Day: imp<Tab> completes to impulse" 1 \
    "$(last tb | grep -Ec '\] > impulse ?$')"
keys tl 'imp'; keys tl Tab
sleep 0.3
check "Longstreet Attacks: imp<Tab> completes to nothing" 1 \
    "$(last tl | grep -c '\] > imp$')"
keys tl C-u; keys tl 'dr'; keys tl Tab
wait_for tl '\] > draw ?$'
check "...and dr<Tab> to draw, its own" 1 "$(last tl | grep -Ec '\] > draw ?$')"
# Another game's commands are not offered, as a command nor to `help`:
# `leaders` is Bloodiest Day's.
keys tl C-u; keys tl 'le'; keys tl Tab; keys tl Tab
sleep 0.3
check "Longstreet Attacks: le<Tab><Tab> offers nothing" "1 0" \
    "$(last tl | grep -c '\] > le$') $(screen tl | grep -c leaders)"
keys tl C-u; keys tl 'help le'; keys tl Tab
sleep 0.3
check "...nor help le<Tab>" 1 "$(last tl | grep -c '\] > help le$')"
keys tb C-u; keys tb 'help le'; keys tb Tab
wait_for tb '\] > help leaders ?$'
check "Bloodiest Day: help le<Tab> completes to leaders, its own" 1 \
    "$(last tb | grep -Ec '\] > help leaders ?$')"
keys tb C-u; keys tb 'activate mcc'; keys tb Tab
wait_for tb '\] > activate mcclellan ?$'
check "activate mcc<Tab>: a leader of the game" 1 \
    "$(last tb | grep -Ec '\] > activate mcclellan ?$')"
keys tb C-u; keys tb 'activate '; keys tb Tab; keys tb Tab
wait_for tb '\] > activate ?$'
check "activate <Tab><Tab> lists the leaders, and only them" "1 0" \
    "$(screen tb | grep -c 'mcclellan .*sumner') $(screen tb | grep -c 'union ')"
# The words an entry's args give: the table's view, and every group of
# events `log` takes (the messages were missing from a list of their own).
keys tb C-u; keys tb 'view ta'; keys tb Tab
wait_for tb '\] > view table ?$'
check "view ta<Tab>: the table's view" 1 \
    "$(last tb | grep -Ec '\] > view table ?$')"
keys tb C-u; keys tb 'log mes'; keys tb Tab
wait_for tb '\] > log messages ?$'
check "log mes<Tab>: the messages" 1 \
    "$(last tb | grep -Ec '\] > log messages ?$')"
keys tb C-u; keys tl C-u
# Terrible Swift Sword's own commands complete their names too: the kinds
# of loss, a register's brigades.
"$bin" --session tt.adj -c 'new terrible third +bce' > /dev/null
repl tt --session tt.adj
keys tt 'loss csa capt'; keys tt Tab
wait_for tt '\] > loss csa captured-'
keys tt C-u; keys tt 'register bce hay'; keys tt Tab
wait_for tt '\] > register bce hays ?$'
check "register bce hay<Tab>: the brigade of the record" 1 \
    "$(last tt | grep -Ec '\] > register bce hays ?$')"
keys tt C-u; keys tt 'loss csa horse'; keys tt Tab
wait_for tt '\] > loss csa horse-artillery-guns ?$'
check "loss csa horse<Tab>: the kind of loss" 1 \
    "$(last tt | grep -Ec '\] > loss csa horse-artillery-guns ?$')"
keys tt C-u
# A held chit completes for its own side's view only: the other side's
# hand stays its secret.
"$bin" --session th.adj --seed 2 -c 'new longstreet hammer' \
    -c 'key csa confident firefight' -c 'key union stand' -c 'next build' \
    -c 'next draw-chit' -c 'draw csa-firefight' -c 'hold firefight' \
    -c 'draw usa-stand-to-it' -c 'hold stand' > /dev/null 2>&1
repl th --session th.adj --side union
keys th 'play '; keys th Tab
wait_for th '\] > play usa-stand-to-it ?$'
check "play <Tab> in the Union's view: its own held chit, not the other's" 1 \
    "$(last th | grep -Ec '\] > play usa-stand-to-it ?$')"
keys th C-u

# The umpire of a shared campaign, at the prompt: an undo without a reason
# asks why (a blank answer is asked again), and the reason goes with it,
# quotes and all.
"$bin" serve --data d new longstreet round > toks.txt || exit 1
serve_start --rate 0
"$bin" --session uc.adj -c "sync join http://127.0.0.1:$port $(tok umpire)" \
    -c 'roll 2d6' > /dev/null 2>&1
repl uc --session uc.adj
line uc undo
wait_for uc 'reads the reason\) > ?$'
check "the umpire's bare undo names what it takes back, and whose, before asking why" 1 \
    "$(screen uc | grep -c '^`undo` takes back #[0-9]* alone (Umpire: roll 2d6): nothing later depends on it.$')"
line uc ''
wait_seen uc 'say why in a few words'
wait_for uc 'reads the reason\) > ?$'
line uc "rolled for Law's brigade, not Robertson's"
wait_for uc '\] > ?$'
check "the umpire's undo at the prompt: asked why, undone with the reason" 1 \
    "$(screen uc | grep -c "^Umpire undid #[0-9]* roll 2d6 — “rolled for Law's brigade, not Robertson's”. The log keeps both")"
# The umpire's undo by number at the prompt: the list first (what goes,
# whose it is), then yes or no, then why.  A no takes nothing back.
"$bin" --session ur.adj -c "sync join http://127.0.0.1:$port $(tok union)" \
    -c 'roll 2d6' > /dev/null 2>&1
r=$(sqlite3 ur.adj "SELECT max(seq) FROM event WHERE kind = 'roll'")
"$bin" --session ur.adj -c 'note the ford is deep' > /dev/null 2>&1
line uc 'note the creek is up'
wait_for uc '\] > ?$'
before=$(sqlite3 ur.adj 'SELECT count(*) FROM event')
line uc "undo $r"
wait_for uc 'Take it back\? \(yes/no\) > ?$'
check "the umpire's undo by number at the prompt: the list, then the question" 1 \
    "$(screen uc | grep -c "^\`undo $r\` takes back #$r alone (Union: roll 2d6): nothing later depends on it.$")"
line uc no
wait_for uc '\] > ?$'
check "...no: nothing taken back" 1 "$(screen uc | grep -c '^nothing taken back$')"
line uc "undo #$r"
wait_for uc 'Take it back\? \(yes/no\) > ?$'
line uc yes
wait_for uc 'reads the reason\) > ?$'
line uc 'rolled before the orders were in'
wait_for uc '\] > ?$'
check "...yes, and why: taken back, named by number and whose" 1 \
    "$(screen uc | grep -c "^Umpire undid #$r roll 2d6 (Union) — “rolled before the orders were in”. The log keeps both.$")"
"$bin" --session ur.adj -c log > out 2>&1
check "...that roll alone" "1 0" \
    "$(grep -c "^ *${r}x .*roll .*(undone)" out) $(grep -c 'x .*note .*(undone)' out)"

# What came in meanwhile is never taken back by surprise: a side's roll
# arrives while the umpire types why; the undo agreed to is not sent.
line uc 'note a ruling to take back'
wait_for uc '\] > ?$'
line uc undo
wait_for uc 'reads the reason\) > ?$'
check "the umpire's bare undo names the umpire's own note" 1 \
    "$(screen uc | grep -c '^`undo` takes back #[0-9]* alone (Umpire: note a ruling to take back): nothing later depends on it.$')"
"$bin" --session ur.adj -c 'roll d6' > /dev/null 2>&1
d=$(sqlite3 ur.adj "SELECT max(seq) FROM event WHERE kind = 'roll'")
line uc 'the ruling was wrong'
wait_for uc '\] > ?$'
check "...a side's roll arriving meanwhile: the undo is not sent" 1 \
    "$(screen uc | grep -c 'not sent: the campaign moved on since you looked')"
"$bin" --session ur.adj -c log > out 2>&1
check "...and the roll stands" "1 0" \
    "$(grep -c "^ *$d  .*roll " out) $(grep -c "^ *${d}x" out)"

# At a table, a change with a later change of the same track: both
# listed, and both go on a yes.
"$bin" --session tu.adj -c 'new longstreet round' -c 'track vp +2' \
    -c 'roll 2d6' -c 'track vp +1' > /dev/null 2>&1
repl tu --session tu.adj
line tu 'undo 3'
wait_for tu 'Take them all back\? \(yes/no\) > ?$'
check "a table's undo by number: the list of what goes, with why" "1 1 1" \
    "$(screen tu | grep -c '^`undo 3` takes back 2 commands:$') $(screen tu | grep -c '^  #3 track vp +2$') $(screen tu | grep -c '^  #5 track vp +1 (changes the same track, vp)$')"
line tu yes
wait_for tu '\] > ?$'
check "...yes: both taken back, the roll kept" "1 1" \
    "$(screen tu | grep -c '^Undid: track vp +2.$') $(screen tu | grep -c '^Undid: track vp +1. The log keeps both.$')"
keys tu C-d

# A side's terminal left at its prompt keeps up by itself: the umpire
# moves the game on elsewhere and, without a key pressed, the side reads
# what happened above a prompt that shows where the game is now.
"$bin" --session un.adj -c "sync join http://127.0.0.1:$port $(tok union)" \
    > /dev/null 2>&1
repl un --session un.adj
before=$(last un)
"$bin" --session u2.adj -c "sync join http://127.0.0.1:$port $(tok umpire)" \
    -c 'track vp +1' -c 'force key union at random' \
    -c 'force key confederate at random' -c 'next artillery' > umpire.out 2>&1
wait_seen un '^Meanwhile: Umpire: Victory Points 0 -> 1$'
check "an idle terminal hears of the umpire's doing, naming him" 1 \
    "$(screen un | grep -c '^Meanwhile: Umpire: Victory Points 0 -> 1$')"
wait_for un 'Artillery Phase union\] > ?$'
check "...and its prompt moves on with the game, no key pressed" \
    "changed 1" "$([ "$(last un)" != "$before" ] && echo changed) $(last un | grep -Ec 'Artillery Phase union\] > ?$')"

# A join link typed at the prompt joins; neither it nor a `sync join URL
# TOKEN` line is kept in the history (Up, or its file): they hold tokens.
repl jl --session jl.adj
line jl 'help sync'
wait_for jl '> ?$'
line jl "sync join adjutant+http://127.0.0.1:$port/v1/campaigns/$(awk '/^campaign/ { print $2 }' toks.txt)#$(tok union)"
wait_seen jl 'as union:'
wait_for jl '> ?$'
line jl "sync join http://127.0.0.1:$port $(tok union)"
wait_seen jl 'Already joined'
wait_for jl '> ?$'
keys jl C-p	# the previous history line
sleep 0.3
check "Up after joining: the line before, not a join" 1 \
    "$(last jl | grep -c 'help sync$')"
keys jl C-u
check "no join line nor token in the history file" "0 0" \
    "$(grep -c 'sync join' xdg/adjutant/history) $(grep -c "$(tok union)" xdg/adjutant/history)"
serve_stop
# The prompt's queued count is the one `sync status` gives.
line jl 'note the ford is deep'
wait_for jl 'union, offline, 1 queued\] > ?$'
check "offline: the prompt counts the queued command" 1 \
    "$(last jl | grep -c 'union, offline, 1 queued\] >')"
line jl 'sync status'
wait_for jl '> ?$'
check "...as sync status does" 1 "$(screen jl | grep -c '^Queue: 1 queued, 0 held')"

# A terminal that was a campaign's copy sees as its role; a game of its
# own opened at the prompt is the table's again, as the prompt starts.
"$bin" --session own.adj -c 'new longstreet round' -c 'key union rally' \
    > /dev/null
line jl 'open own.adj'
wait_for jl '\] > ?$'
line jl 'log'
wait_for jl '\] > ?$'
check "a game of one's own after a campaign: the table's view" "0 1" \
    "$(screen jl | grep -c 'Key chit: Rally!') $(screen jl | grep -c '(hidden from the table view)')"

# A bare `draw` names no secret (the chit comes out at random, and is
# shown): kept in the history, Up and Enter repeat it; a draw or a hold
# that names a chit is not kept.
"$bin" --session h.adj -c 'new longstreet round' -c 'key union rally' \
    -c 'key csa rebel anv' -c 'next draw' > /dev/null 2>&1
repl h --seed 3 --session h.adj
line h draw
wait_for h '> ?$'
last h | grep -q '\] > ?$' || { keys h C-c; wait_for h '\] > ?$'; }
line h 'draw hood law'
wait_for h '\] > ?$'
line h 'key union'
wait_for h '\] > ?$'
line h 'key csa rebel'
wait_for h '\] > ?$'
line h 'hold nosuch'
wait_for h '\] > ?$'
keys h C-p
sleep 0.3
keys h C-p
sleep 0.3
check "Up recalls a bare draw, past the lines that named chits" 1 \
    "$(last h | grep -c '\] > draw$')"
keys h C-u
check "...kept in the history file, the named ones not" "1 0 0" \
    "$(grep -c '^draw$' xdg/adjutant/history) $(grep -c '^draw ' xdg/adjutant/history) $(grep -c '^hold' xdg/adjutant/history)"
check "a side alone is no secret; a chit that reads as a side's alias is" \
    "1 0" "$(grep -c '^key union$' xdg/adjutant/history) $(grep -c '^key csa' xdg/adjutant/history)"
finish repl
