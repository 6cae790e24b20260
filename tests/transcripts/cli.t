# Command line: exit statuses, unknown commands, help, scripts and stdin,
# JSON errors, and a flood of garbage that must leave a session intact.

Exit status 0 when every command succeeds:

$ adjutant -c 'roll d6 roll=2' -c 'roll d6 roll=5'
d6: 2 (real dice)
d6: 5 (real dice)

Exit status 2 for usage errors, with the usage on standard error:

$ adjutant --seed x -c 'roll d6'
adjutant: --seed takes a whole number, not "x"
[2]

$ adjutant --bogus
adjutant: unknown option --bogus
usage: adjutant [--session PATH] [--side SIDE] [--json] [--seed N] [-c COMMAND]... [SCRIPT|-]
       adjutant COMMAND [ARGS...]   (e.g. adjutant rules check)
[2]

$ adjutant nosuchfile.txt
adjutant: cannot read script nosuchfile.txt
[2]

-c without its command is a usage error (status 2):

$ adjutant -c 2>/dev/null
[2]

Unknown commands are refused (status 1), with a suggestion when one is close:

$ adjutant -c stauts
unknown command "stauts". Did you mean `status`?
[1]

$ adjutant -c xyzzy
unknown command "xyzzy": `help` lists the commands
[1]

A command that needs a game, with no game open:

$ adjutant -c status
no game open: `new GAME SCENARIO` starts one (`games` lists them)
[1]

$ adjutant -c next
no game open: `new GAME SCENARIO` starts one (`games` lists them)
[1]

$ adjutant -c 'track vp +1'
no game open: `new GAME SCENARIO` starts one (`games` lists them)
[1]

Help:

With no game open, every command: those of every game, then each
mechanism's under a heading naming the games that have it (the blank
lines between the groups are left out here, as a blank line ends a
block):

$ adjutant -c help | grep -v '^$'
Commands (any unique prefix works; `help COMMAND` for more):
  games      list the games and scenarios I know
  new        start a game of a scenario (a new session file)
  open       reopen a saved session; alone, list them
  status     turn, phase, tracks and standing
  turns      the turn track: labels printed and worked out
  setup      where the scenario's units start and what arrives when
  next       go on to the next step (or to a named phase or step)
  track      show or change a track
  roll       roll dice, or record real dice
  lookup     look a result up in a table, step by step
  fire       fire combat from the units to the result
  close      close combat from the units to the result
  panic      which units panic (P1-P3): eligible ones, lowest modified CR first
  compute    work out a formula the rules state (add: onto its track)
  victory    the scenario's victory levels and standing
  log        the session's history, oldest first
  note       add a line of your own to the log
  export     a report of the session: narrative, every event, tracks by turn
  plot       a track over the turns, drawn in the terminal
  replay     step through the recorded game, read-only
  undo       take back the last command, or one by number (the log keeps both)
  view       whose view the log and draws show
  sync       share a campaign with a server: join, catch up, the queue
  table      the rules' tables, and your copies of the player-aid ones
  module     a game's rules as a module file you can read and copy
  rules      validate the rules database
  help       list the commands, or explain one
  quit       leave (everything is already saved)
Chit cup (Longstreet Attacks, Shattered Union):
  cup        what is in the cup, held and out (counts)
  hand       the chits held: your own by name, another side's as a count
  key        choose a side's Key Event chits
  pick       choose the chit a side puts in play this turn
  draw       draw a chit at random, or record one pulled from your cup
  brigade    choose the brigade a drawn Division chit or a CIC activates
  advance    name the chit a Command Event roll of Advance brings earlier
  hold       keep a drawn chit for later
  play       play a held chit; a CIC rolls to activate a brigade
  discard    discard a held chit
  commit     put the Event just drawn on a Command Event track
  enter      bring a frozen division's chit in early: its units were attacked
  force      the umpire makes a choice a side owes
Deck of seeded cards (Shattered Union):
  seed       choose which of a side's formation cards go into the deck
  default    play the Event card just drawn as its Default Event
  general    a General Casualty: the formation seeds fewer cards, or recovers
  chaos      choose what a Battlefield Chaos does to the other side
  rolloff    both sides would play held cards: each rolls, a tie plays none
  playorder  the roll-off's winner plays held cards first or second
Impulses (Bloodiest Day: Antietam):
  impulse    whose impulse it is; with ?, the odds that the next check ends the phase
  pass       the side whose impulse it is passes
Markers (Bloodiest Day: Antietam, Shattered Union):
  marker     who holds each marker and what it can do
  use        spend a marker you hold: it goes on as the rules say
Leaders (Bloodiest Day: Antietam):
  leaders    every leader: active, inactive, wounded, off the map
  activate   turn a leader active (or bring an arriving one on)
  deactivate turn a leader inactive, saying why
  casualty   roll the Leader Casualty Table for a leader and apply it
Record of eliminated units (Bloodiest Day: Antietam):
  eliminated a unit lost: its printed Fresh value goes to the enemy's VP
  reorganize an eliminated unit comes back: its VP are taken back
  losses     the units recorded as eliminated
Loss ledger (The Long Roads to Gettysburg, Terrible Swift Sword):
  loss       record a loss as the table sees it; the rules route it to the tracks
  ammo       rounds off a side's ammunition: batteries firing, a caisson, a train
Victory hexes (Bloodiest Day: Antietam, Longstreet Attacks, Terrible Swift Sword):
  control    who holds the victory hexes or areas
Combat by totals (Bloodiest Day: Antietam):
  combat     totals-based combat: each side's value, both rolls, the points
Costs for absorbing combat points (Bloodiest Day: Antietam):
  absorb     the ways a stack can take a combat's points (or the Overrun)
Messages or declarations (Bloodiest Day: Antietam, The Long Roads to Gettysburg, Longstreet Attacks):
  message    send a message that arrives later; list those in transit
  verbal     rule which two commanders may talk this turn, and about whom
  inbox      messages that arrived for you (the umpire: those to approve too)
  declare    seal a side's secret choice until every side's is revealed together
  reveal     open every side's sealed declaration at once
Registers of named things (The Long Roads to Gettysburg, Terrible Swift Sword):
  register   the rules' records kept per brigade, battery or depot
Eliminations that fade (The Long Roads to Gettysburg):
  elimination units eliminated: their weight on the army fades over turns
VP ledger (The Long Roads to Gettysburg):
  vp         the victory points by source, and the named entries
  score      record a named VP entry the map decides
Queues of arriving units (The Long Roads to Gettysburg):
  queue      units arriving in order: what came, what is next
Things scored once or while held (The Long Roads to Gettysburg):
  levy       levy a town: its stores and its points, once a game
  county     a county held this turn: its points by the turns it has been held
  award      score a thing the rules reward once, each time, or while held
Secret orders due some turns ahead (The Long Roads to Gettysburg):
  plan       a side's secret order that takes effect turns later
Commanders holding formations (The Long Roads to Gettysburg):
  command    control of a formation or a duty passes to another commander
Secrets kept by side (The Long Roads to Gettysburg):
  look       look at the enemy's secret tracks and order (a spy's success)
VP locations (Shattered Union):
  location   the VP Location markers: who holds each, what each scored

$ adjutant -c 'help roll'
usage: roll DICE [roll=RESULT]
  roll dice, or record real dice.
DICE is d6, 2d6, NdS or d66 (two colours: the coloured die is the tens).
roll=62 records real dice instead; impossible results are refused.
With a game open every roll goes into the log.
example: roll d66
...

$ adjutant -c 'help nosuch'
.*nosuch.* (re)
[1]

help table gives the CSV layout of each player-aid table, the CRT first:

$ adjutant -c 'help table'
usage: table list | show TABLE | import GAME.TABLE FILE.csv [--partial] | export TABLE FILE.csv [--force]
  the rules' tables, and your copies of the player-aid ones.
example: table import GAME.TABLE my-copy.csv
...
Longstreet Attacks
  example: table import longstreet-attacks.crt my-crt.csv
  The Combat Results Table, the Cohesion Test Tables and the other charts
  are printed on the player aids and the Game Tracks card, not in the
  rulebook: enter each one once from your own copy (LA 4.5).
...
Tables printed on player aids are entered once from your own copy as CSV
\(`table import GAME.TABLE FILE.csv`\) and kept in .*/xdg/adjutant/user-tables.db for every later game. (re)
The header names the row keys, then lists the printed columns; each row gives
its keys and one cell per column. `--partial` accepts part of a table.
...
  longstreet-attacks.crt (LA 12.3):
    header: roll,then each SP column as printed
    column (range): C, 3, 4, 5, 6-7, 23+, ... (entries as your copy prints them; these must be among them)
    roll (dice d66): 51-53, 61-62, ... (entries as your copy prints them; these must be among them)
    cells: bands of the extra input, e.g. Severe:-;Tough:0-1;Routine:2-4 (- = no box)
  longstreet-attacks.cohesion-fire (LA 15.1):
    header: die,column,then each Test
    test (section): Routine, Tough, Severe
    die (dice 1d6): 1, 2, 3, 4, 5, 6
    column (section): Depletion, Skedaddle
    cells: the printed result codes (- for no effect)
  longstreet-attacks.cohesion-close (LA 15.2):
    header: die,column,then each Test
    test (section): Close Fight, Routine, Tough, Severe
...
  longstreet-attacks.fog-of-war (LA 10.5):
    header: roll,result
    roll (dice 1d6): entries as your copy prints them
...

$ adjutant -c games
bloodiest-day  Bloodiest Day: Antietam
    historical               The Battle of Antietam (1.3): 7 turns, 0530-0730 to 1730-1930
long-roads  The Long Roads to Gettysburg
    high-tide                High Tide of the Confederacy (VIII 1): 29 turns, Jun 3-5 to Jul 7
    gettysburg-campaign      The Gettysburg Campaign (VIII 2): 52 turns, Jun 3-5 to Jul 30
longstreet-attacks  Longstreet Attacks
    round-tops               The Round Tops (21.1): 6 turns, 4:20 to 6:00
    whirlpool                The Whirlpool (21.2): 10 turns, 4:20 to 7:20
    emmitsburg-road          Assault on Emmitsburg Road (21.3): 9 turns, 5:40 to 8:20
    hammerin-sickles         Hammerin' Sickles (21.4): 14 turns, 4:00 to 8:20
    sickles-follows-orders   Sickles Follows Orders (21.5): 14 turns, 4:00 to 8:20
shattered-union  Shattered Union
terrible-swift-sword  Terrible Swift Sword
    first-day                The First Day: July 1, 1863 (28.11): 29 turns, 0740 Jul 1 to 1700 Jul 1
    second-day               The Second Day: July 2, 1863 (28.21): 40 turns, 0800 Jul 2 to 2300 Jul 2
    little-round-top         Battle for the Little Round Top (28.31): 10 turns, 1600 Jul 2 to 1900 Jul 2
    third-day                The Third Day: Pickett's Charge (28.41): 21 turns, 1300 Jul 3 to 1940 Jul 3
    picketts-charge          Pickett's Charge (optional special rules) (28.48): 12 turns, 1300 Jul 3 to 1640 Jul 3
    grand-battle             The Grand Battle Game: The Three Days of Gettysburg (28.5): 149 turns, 0740 Jul 1 to 1940 Jul 3

JSON: every command prints one object; refusals have "ok":false and "error",
and the error line still goes to standard error:

$ adjutant --json -c stauts 2>/dev/null
{"ok":false,"error":"unknown command \"stauts\". Did you mean `status`?"}
[1]

$ adjutant --json -c status 2>/dev/null
{"ok":false,"error":"no game open: `new GAME SCENARIO` starts one (`games` lists them)","command":"status"}
[1]

$ adjutant --json -c 'roll d6 roll=3' -c 'roll d6 roll=9' 2>/dev/null | grep -c '"ok":true'; adjutant --json -c 'roll d6 roll=3' -c 'roll d6 roll=9' 2>/dev/null | grep -c '"ok":false,"error":'
1
1

A command's name is taken in any case:

$ adjutant -c 'ROLL d6 roll=3' -c 'Roll d6 roll=4'
d6: 3 (real dice)
d6: 4 (real dice)

Unique prefixes work for commands, games and scenarios; an ambiguous one is refused:

$ adjutant -c 'ne longstreet emm'
"ne" could be more than one command: type more of it (`help` lists them)
[1]

$ adjutant --session p.adj -c 'new longstreet emm' -c 'sta'
Longstreet Attacks - Assault on Emmitsburg Road (LA 21.3): 9 turns, 5:40 to 8:20.
Session saved as p.adj
Note: .* (re)
Longstreet Attacks - Assault on Emmitsburg Road (LA 21.3)
Turn 1 of 9 (5:40; game turn 6)   Phase: Command Decision Phase: The Key Chit
Victory Points: 0  (Confederate exit VP (at most 2); the result adds the VP of the hexes the Confederates hold, from `control`)
  Victory hexes scored at the end, as held now: Confederate 0, Union 0 -> +0
Broken Track: empty
Cup: not built yet - Union picks 1 Key chit, Confederate picks 2 Key chits (8.1), then blind Events and the chits in play go in.
  Puller (suggested, 10.2): Union (game turn 6, even).
If it ended now: Decisive Union Victory

$ adjutant --session q.adj -c 'new longstreet s'
more than one scenario "s": expected one of round-tops, whirlpool, emmitsburg-road, hammerin-sickles, sickles-follows-orders
[1]

$ adjutant --session q.adj -c 'new nosuch round-tops'
no game "nosuch": expected one of bloodiest-day, long-roads, longstreet-attacks, shattered-union, terrible-swift-sword
[1]

A script file: comments and blank lines are skipped:

$ printf 'roll d6 roll=3\n# a comment\n\nroll d66 roll=62\n' > script.txt; adjutant script.txt
d6: 3 (real dice)
d66: 62 (coloured 6, white 2) (real dice)

$ printf 'roll d6 roll=3\nroll d6 roll=9\nroll 2d6 roll=7\n' > bad.txt; adjutant bad.txt
d6: 3 (real dice)
9 is not a d6 roll: it reads 1 to 6. Nothing recorded
2d6: 7 (real dice)
[1]

Standard input with -:

$ printf 'roll d6 roll=3\ngames\n' | adjutant -
d6: 3 (real dice)
bloodiest-day  Bloodiest Day: Antietam
...

$ printf 'roll 2d6 roll=13\n' | adjutant -
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

quit stops the commands that follow:

$ adjutant -c 'roll d6 roll=1' -c quit -c 'roll d6 roll=2'
d6: 1 (real dice)

1000 lines of garbage into a session: every line is refused (status 1) and
the session opens afterwards with the same status and an intact log:

$ adjutant --session s.adj -c 'new longstreet whirlpool' -c 'track vp +2' -c next > /dev/null; adjutant --session s.adj -c status > before.txt; cat before.txt
Longstreet Attacks - The Whirlpool (LA 21.2)
Turn 1 of 10 (4:20; game turn 2)   Phase: Command Decision Phase: Included & Excluded Chits
Victory Points: 2  (The result adds the VP of Confederate-held hexes and takes off the Union-held ones, from `control` (15 in all); nothing needs entering here)
  Victory hexes scored at the end, as held now: Confederate 0, Union 15 (2216, 2315, 2316, 2715, 2717, 2718, 2719, 1815, 1914, 2613, 2211) -> -15
Broken Track: empty
Cup: 8 chits - 8 Event.
  Puller (suggested, 10.2): Union (game turn 2, even).
If it ended now: Union Decisive Victory

$ seq 1000 | awk '{ m = $1 % 8; if (m == 0) print "zq" $1; else if (m == 1) print "\"unclosed " $1; else if (m == 2) print "track vp *" $1; else if (m == 3) print "roll d" $1 "x"; else if (m == 4) { s = ""; for (i = 0; i < 3000; i++) s = s "#@!"; print "%" s } else if (m == 5) print "next nowhere" $1; else if (m == 6) printf "\001\002%c\n", 200; else print "lookup break-test cr=" $1 " roll=" $1 }' > garbage.txt; wc -l < garbage.txt; adjutant --session s.adj - < garbage.txt > out.txt 2>&1; echo "status $?"; grep -c . out.txt
1000
status 1
1125

$ adjutant --session s.adj -c status | cmp - before.txt && echo same status
same status

$ adjutant --session s.adj -c 'log verify'
Log verified: 16 events, hash chain intact.

A command given as words keeps each word whole, quotes inside it too;
the words of free text (a note, a message) are the text, as typed:

$ adjutant --session words.adj new longstreet round > /dev/null; adjutant --session words.adj note 'he said "hold" at dawn'; adjutant --session words.adj note "it's"
Noted: “he said "hold" at dawn”
Noted: “it's”

$ adjutant --session words.adj note "it's \"x\""
Noted: “it's "x"”

$ adjutant --session words.adj lookup "it's \"x\""
adjutant: "it's "x"" holds both quote characters, which one word of a command cannot
[1]

Which scenario to start is never picked at random: they are listed.

$ adjutant --session ns.adj -c 'new longstreet'
no scenario given: expected one of round-tops, whirlpool, emmitsburg-road, hammerin-sickles, sickles-follows-orders
[1]

A game of one scenario has no choice to make: it starts without naming
it, in a script as at the prompt.

$ adjutant --session one.adj -c 'new bloodiest-day'
Bloodiest Day: Antietam - The Battle of Antietam (BD 1.3): 7 turns, 0530-0730 to 1730-1930.
Session saved as one.adj

$ printf 'new bloodiest\n' | adjutant --session one2.adj - | head -1
Bloodiest Day: Antietam - The Battle of Antietam (BD 1.3): 7 turns, 0530-0730 to 1730-1930.

With --session naming no file, the refusal says so (and a missing
folder, which `new` could not fill either):

$ adjutant --session /nonexistent/dir/x.adj -c status
no game open: the folder of /nonexistent/dir/x.adj does not exist (--session names the file a game is kept in)
[1]

$ adjutant --session nothere.adj -c status
no game open: nothere.adj does not exist yet; `new GAME SCENARIO` starts one there (`games` lists them)
[1]

`help next` lists the open game's steps, the ids `next` and `log --phase`
take (their refusals point here):

$ adjutant --session words.adj -c 'help next' | grep -A3 '^The steps'
The steps of Longstreet Attacks, in order (an id, or any unique part of a name):
  key-chits              Command Decision Phase: The Key Chit
  random-events          Command Decision Phase: Included & Excluded Chits
  build-cup              Command Decision Phase: Finishing the Draw Cup Setup
