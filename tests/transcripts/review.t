# Session review (first part of issue 5): notes, log filters, and the
# state replayed at any event, read-only.

$ adjutant --session a.adj --seed 2 -c 'new bloodiest historical' -c 'control 29 union' -c next -c 'note we agree the ford at 72 is found' -c 'track vp.union +3' > /dev/null; adjutant --session a.adj --json -c status | sed -e 's/,"session":"[^"]*"//' > at9.json; adjutant --session a.adj --seed 2 -c next -c next -c 'track vp.union +2' -c pass > /dev/null; echo ok
ok

Notes are log lines of the players' own:

$ adjutant --session a.adj -c 'log notes'
    8  0530-0730 note    “we agree the ford at 72 is found”

$ adjutant --session a.adj -c 'note'
usage: note [--umpire] TEXT (an AAR line, a ruling agreed at the table)
[1]

At a table a note is everyone's, whichever view typed it; `--umpire`
keeps one for the umpire alone (a shared campaign keeps a side's notes
from the enemy: tests/server/messages.sh):

$ adjutant --session n.adj -c 'new bloodiest historical' > /dev/null; adjutant --session n.adj --side union -c 'note the bridge is ours' -c 'note --umpire Burnside is late'; adjutant --session n.adj --side confederate -c 'log notes'; adjutant --session n.adj -c 'log notes'
Noted: “the bridge is ours”
Noted, for the umpire only: “Burnside is late”
    3  0530-0730 note    “the bridge is ours”
    3  0530-0730 note    “the bridge is ours”
    4  0530-0730 note    “Burnside is late”

Filters: by kind (a group, or the kind as recorded), phase, side and
text; they combine.

$ adjutant --session a.adj -c 'log --grep FORD'
    8  0530-0730 note    “we agree the ford at 72 is found”

$ adjutant --session a.adj -c 'log rolls --side union'
    6  0530-0730 lookup  Union: Impulse check at 0: roll 5 -> Continue
   14  0530-0730 lookup  Union: Impulse check at 2: roll 5 -> Continue

$ adjutant --session a.adj -c 'log --phase action pass'
   17  0530-0730 pass    Union passes

$ adjutant --session a.adj -c 'log tracks' | wc -l
5

$ adjutant --session a.adj -c 'log --side french'
--side takes a side of Bloodiest Day: Antietam, not "french"
[1]

$ adjutant --session a.adj -c 'log --phase nowhere'
--phase takes a step id (`help next` lists them), not "nowhere"
[1]

$ adjutant --session a.adj -c 'log sneezes'
"sneezes" is not a kind of event: expected rolls, lookups, draws, tracks, notes, phases, impulses, leaders, control, queues, losses, undo, messages, secrets, postures
[1]

$ adjutant --session a.adj -c 'log --grep'
usage: log verify | [--turn N | --phase P | --side S | --grep TEXT | KIND]...
[1]

Replay: `status --at SEQ` is the state after that event, exactly what
`status` said then; it records nothing.

$ adjutant --session a.adj --json -c 'log' | grep -o '"seq":[0-9]*' | tail -1
"seq":19

$ adjutant --session a.adj --json -c 'status --at 9' | sed -e 's/,"session":"[^"]*"//' -e 's/,"at":9//' | cmp - at9.json && echo same
same

$ adjutant --session a.adj -c 'status --at 9' | sed -n 1,2p
As it stood after event 9 of 19:
Bloodiest Day: Antietam - The Battle of Antietam (BD 1.3)

$ adjutant --session a.adj --json -c 'log' | grep -o '"seq":[0-9]*' | tail -1
"seq":19

$ adjutant --session a.adj -c 'status --at 0'
--at takes an event number from 1 to 19 (`log` shows them), not "0"
[1]

$ adjutant --session a.adj -c 'status --at 20'
--at takes an event number from 1 to 19 (`log` shows them), not "20"
[1]

`replay` steps through the game from set-up, by event, phase or turn,
showing the whole status at each point, and records nothing.

$ adjutant --session a.adj -c replay -c 'replay next event' -c 'replay next phase' -c 'replay back event' -c 'replay goto 9' | grep '^Replay\|Phase:\|Victory Points (union)'
Replay, event 2 of 19: phase: Turn 1 (0530-0730): Union Long-Range Bombardment Phase
Turn 1 of 7 (0530-0730)   Phase: Union Long-Range Bombardment Phase
Victory Points (union): 0
Replay, event 3 of 19: control: Hex 29 now held by union
Turn 1 of 7 (0530-0730)   Phase: Union Long-Range Bombardment Phase
Victory Points (union): 0
Replay, event 4 of 19: phase: Turn 1 (0530-0730): Action Phase
Turn 1 of 7 (0530-0730)   Phase: Action Phase
Victory Points (union): 0
Replay, event 3 of 19: control: Hex 29 now held by union
Turn 1 of 7 (0530-0730)   Phase: Union Long-Range Bombardment Phase
Victory Points (union): 0
Replay, event 9 of 19: track: Victory Points (union) 0 -> 3
Turn 1 of 7 (0530-0730)   Phase: Action Phase
Victory Points (union): 3

$ adjutant --session a.adj -c 'replay goto turn 1' -c 'replay next turn'
Replay, event 2 of 19: phase: Turn 1 (0530-0730): Union Long-Range Bombardment Phase
Bloodiest Day: Antietam - The Battle of Antietam (BD 1.3)
Turn 1 of 7 (0530-0730)   Phase: Union Long-Range Bombardment Phase
Impulse Track: 0
Union Impulse DRM: 0
Victory Points (union): 0
Victory Points (confederate): 0
Casualty Points Inflicted (union): 0
Casualty Points Inflicted (confederate): 0
Advantage: Confederate
Active leaders: Hooker, Mansfield
If it ended now: Everybody loses: both sides Loss (2.2.2)
no turn after event 2: the log ends there
[1]

$ adjutant --session a.adj -c 'replay next'
not replaying: `replay` starts at the set-up
[1]

$ adjutant --session a.adj -c 'replay goto turn 9'
no turn "9" in this session's log
[1]

$ adjutant --session a.adj -c 'replay goto turn 9223372036854775807' -c 'replay goto 9223372036854775808'
no turn "9223372036854775807" in this session's log
goto takes an event from 1 to 19, or `turn N`
[1]

$ adjutant --session a.adj -c 'replay sideways'
usage: replay [next|back [event|phase|turn] | goto SEQ | goto turn N | off]
[1]

While a replay is on, nothing is written to the live game: a loss, a
track change, a roll or an undo waits for `replay off`; reading goes on.

$ adjutant --session a.adj --json -c 'log' | grep -o '"seq":[0-9]*' | tail -1 > before; adjutant --session a.adj -c 'replay goto 5' -c 'eliminated union Phelps 4' -c 'track vp.union +1' -c 'roll d6' -c undo -c 'lookup bridge-ford roll=8' -c status -c 'replay off' -c 'track vp.union' 2>&1 > /dev/null
replaying (event 5): `eliminated` would write to the live game, so it waits: `replay off` goes back to it
replaying (event 5): `track` would write to the live game, so it waits: `replay off` goes back to it
replaying (event 5): `roll` would write to the live game, so it waits: `replay off` goes back to it
replaying (event 5): `undo` would write to the live game, so it waits: `replay off` goes back to it
replaying (event 5): `lookup` would write to the live game, so it waits: `replay off` goes back to it
[1]

$ adjutant --session a.adj --json -c 'log' | grep -o '"seq":[0-9]*' | tail -1 | cmp - before && echo nothing written
nothing written

$ adjutant --session a.adj --json -c 'log' | grep -o '"seq":[0-9]*' | tail -1
"seq":19

