# The Long Roads to Gettysburg's Operational / Passive declaration (4.1)
# at a table: a sealed choice per side, revealed together once both are
# in, setting operational.confederate and operational.union (1
# operational, 0 passive); the Spy winner declares after the loser and
# reads the loser's choice first; what a passive side does differently
# is said in the steps (4.2), and only a passive side schedules a depot
# (13.8).  The server test lr-posture.sh plays the same in a campaign.
A posture is declared in its step only (4.1):
$ adjutant --session p.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session p.adj -c 'declare union passive'
declare: postures are declared in the Operational / Passive Declaration Phase (LRTG 4.1); `next declaration` goes there
[1]

A choice not in the list, and a declaration that names no side at the
table's screen:
$ adjutant --session p.adj -c 'next declaration' | head -1; adjutant --session p.adj -c 'declare union bold'
Operational / Passive Declaration Phase (LRTG 4.1; order worked out)
"bold" is no posture: expected operational, passive
[1]

$ adjutant --session p.adj -c 'declare bold'
whose declaration? `declare SIDE TEXT` (e.g. declare union passive)
[1]

A view declares for its own side only:
$ adjutant --session p.adj -c 'view confederate' -c 'declare union passive' > /dev/null
the Confederate view acts for its own side only: this is for the Union
[1]

After a Spy result (the winner's flag set in the Random Events Phase;
here by hand, as on a tie) the winner declares after the loser:
$ adjutant --session p.adj -c 'track spy-won.union =1'; adjutant --session p.adj -c 'view union' -c 'declare operational' > /dev/null
Union won the Spy contest this turn 0 -> 1
the Union declares after the Confederate this turn, and reads it first (LRTG 4.1)
[1]

The loser declares; its choice is sealed, and it is once a turn:
$ adjutant --session p.adj -c 'view confederate' -c 'declare passive'
View: Confederate (its own secrets too; `view table` hides them again).
Confederate posture (sealed): Passive.
Revealed when every side has declared.

$ adjutant --session p.adj -c 'view confederate' -c 'declare operational' > /dev/null
the Confederate has declared its posture for this turn already: once a turn (LRTG 4.1)
[1]

The winner reads the loser's choice before declaring; the table's
screen reads only that it was made:
$ adjutant --session p.adj -c 'view union' -c log | grep posture
    6  Jun 3-5 posture-made Confederate: The Confederate has declared its posture
    7  Jun 3-5 posture-shown Confederate: The Confederate's posture this turn, shown to the Union before it declares: Passive (LRTG 4.1)

$ adjutant --session p.adj -c 'view table' -c log | grep posture; adjutant --session p.adj -c 'view table' -c status | tail -1
    6  Jun 3-5 posture-made Confederate: The Confederate has declared its posture
Declarations (posture, LRTG 4.1): Confederate sealed; Union not yet

$ adjutant --session p.adj -c 'view union' -c status | tail -1
Declarations (posture, LRTG 4.1): Confederate Passive; Union not yet

Once both are in, both are revealed at once, setting the flags:
$ adjutant --session p.adj -c 'view union' -c 'declare operational'
View: Union (its own secrets too; `view table` hides them again).
Union posture (sealed): Operational.
Postures revealed (LRTG 4.1): Confederate Passive; Union Operational.
  Confederates operational this turn 1 -> 0 (LRTG 4.1)

$ adjutant --session p.adj --json -c status | jq -c '[.flags["operational.confederate"], .flags["operational.union"]]'
[false,true]

`log postures` finds them, each as its view may read it:

$ adjutant --session p.adj -c 'view table' -c 'log postures' | tail -3
    6  Jun 3-5 posture-made Confederate: The Confederate has declared its posture
    9  Jun 3-5 posture-made Union: The Union has declared its posture
   10  Jun 3-5 posture-reveal Postures revealed (LRTG 4.1): Confederate Passive; Union Operational

Nothing is left to reveal by hand: the postures open themselves.

$ adjutant --session p.adj -c reveal
postures are revealed together once every side has declared (`declare [SIDE] CHOICE`; the umpire may declare for a side: `declare SIDE at random`)
[1]

The steps remind what a passive side does differently (4.2):
$ adjutant --session p.adj -c 'next action' | grep passive
  The Confederates are passive: their infantry and artillery take 1 off each movement roll, their cavalry 2 (at least one hex); strategic movement reads the passive figures.

The strategic movement allowance reads the side's declared posture when
it is left out (4.2, 17.1), and says so; typed, it is the one typed:

$ adjutant --session p.adj -c 'lookup strategic-movement infantry confederate fatigue=3' -c 'lookup strategic-movement infantry confederate fatigue=3 operational' | grep 'posture\|Result'
  posture=Passive (not given: the game's operational_confederate)
Result: 13
Result: 16

$ adjutant --session p.adj -c 'lookup strategic-movement infantry fatigue=3'
Strategic Movement Allowance (LRTG 17.1) [some values uncertain in the rulebook]
posture: give it (Operational, Passive), or the side to read it from the game
[1]

With no game open, it must be typed:

$ XDG_DATA_HOME=$PWD/none adjutant -c 'lookup long-roads.strategic-movement infantry union fatigue=3'
Strategic Movement Allowance (LRTG 17.1) [some values uncertain in the rulebook]
posture: give it (Operational, Passive): it is the game's operational_union, and no game is open to read it from
[1]

Leaders a passive side took off the map join a unit at the next turn's
Communications Phase (4.2), whatever that turn's posture:

$ adjutant --session p.adj -c 'next declaration yes' | grep 'last turn'; adjutant --session p.adj -c 'declare csa operational' -c 'declare union operational' -c next | tail -1
  Confederates operational last turn 1 -> 0 (4.2)
  The Confederates were passive last turn: leaders they took off the map now join any eligible unit.

At a table nothing waits for the declarations: with none, the flags
stay as they were;
$ adjutant --session q.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session q.adj -c 'next declaration' > /dev/null; adjutant --session q.adj -c next | head -1
Communications Phase (LRTG 21.1; order worked out)

with one side's, it is revealed when the walk leaves the step:
$ adjutant --session q.adj -c 'next declaration yes' -c 'declare union passive' > /dev/null; adjutant --session q.adj -c next | head -3
No posture declared by: Confederate (its flag stays as it was).
Postures revealed (LRTG 4.1): Union Passive.
  Union operational this turn 1 -> 0 (LRTG 4.1)

Only a passive side orders a depot dismantled or built (13.8):
$ adjutant --session q.adj --seed 1 -c 'next declaration yes' -c 'next declaration yes' -c 'track spy-won.union =0' -c 'track spy-won.confederate =0' -c 'declare union operational' -c 'declare csa passive' > /dev/null; adjutant --session q.adj -c 'plan union dismantle Frederick'
dismantle a depot: only a passive side schedules a depot or brings its order one turn sooner (LRTG 13.8)
[1]

$ adjutant --session q.adj -c 'plan confederate dismantle Winchester' -c 'next depots' | grep -v '^(passed'
Confederate secret order, dismantle a depot: “Winchester”, given on turn 4 (Jun 12), due on turn 9 (Jun 17) (LRTG 13.8). It is the Confederate's to see until it falls due.
Depot Creation / Removal Phase (LRTG 13.8; order worked out)
  Build or dismantle the depots scheduled for this turn.
  The Confederates are passive: they may order a depot dismantled (`plan confederate dismantle PLACE`) or bring their order one turn sooner (`plan confederate cut`).

`declare` is the messages' and the postures' command: a game with
neither names the games of both (and `force`, the cup's and the
impulses', those of both):

$ adjutant --session t.adj -c 'new terrible-swift-sword first-day' > /dev/null 2>&1; adjutant --session t.adj -c 'help declare' | tail -1; adjutant --session t.adj -c 'help force' | tail -1
Terrible Swift Sword has no messages or declarations: `declare` is for Bloodiest Day: Antietam, The Long Roads to Gettysburg, Longstreet Attacks.
Terrible Swift Sword has no chit cup: `force` is for Bloodiest Day: Antietam, Longstreet Attacks, Shattered Union.
