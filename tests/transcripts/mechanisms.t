# Commands follow the game: a command of a rules mechanism the open game
# does not use (the chit cup, impulses, leaders...) is refused in one line
# before it runs, and `help` lists the open game's own commands.

$ adjutant --session la.adj -c 'new longstreet round' > /dev/null; adjutant --session bd.adj -c 'new bloodiest hist' > /dev/null

Longstreet Attacks has a chit cup, but no impulses, leaders or combat by
totals:

$ adjutant --session la.adj -c impulse
impulse: Longstreet Attacks has no impulses
[1]

$ adjutant --session la.adj -c 'activate hooker'
activate: Longstreet Attacks has no leaders
[1]

$ adjutant --session la.adj -c pass -c losses -c 'use free-impulse' -c 'absorb 3 fresh=1 spent=1' -c 'combat volley'
pass: Longstreet Attacks has no impulses
losses: Longstreet Attacks has no record of eliminated units
use: Longstreet Attacks has no markers
absorb: Longstreet Attacks has no costs for absorbing combat points
combat: Longstreet Attacks has no combat by totals
[1]

A command named in full is judged on the command it names; a prefix or an
alias is taken among the open game's commands only, so that another
game's commands neither shorten its prefixes nor answer for them.  In
Longstreet Attacks `le` and `deact` begin no command it has (`leaders`
and `deactivate` are Bloodiest Day's), and `ca` is `campaign`, the one
of `campaign` and `casualty` it has:

$ adjutant --session la.adj -c 'deactivate hooker'
deactivate: Longstreet Attacks has no leaders
[1]

$ adjutant --session la.adj -c 'deact hooker'
unknown command "deact": no command of Longstreet Attacks begins so (`help` lists them)
[1]

$ adjutant --session la.adj -c le
unknown command "le": no command of Longstreet Attacks begins so (`help` lists them)
[1]

$ adjutant --session la.adj --json -c ca 2>/dev/null | grep -o '"command":"[a-z]*"'
"command":"campaign"

Given as words, the same: `ca` is a command in the game the file holds,
though it begins two commands of the program:

$ adjutant --session la.adj ca
campaign: no shared campaign here (`sync join URL TOKEN` joins one)
[1]

$ adjutant --session la.adj -c 'help le'
no command "le": `help` lists them
[1]

Bloodiest Day has both: `le` is `leaders` there, and `ca` could be either.

$ adjutant --session bd.adj -c le | grep -c McClellan
1

$ adjutant --session bd.adj -c ca
"ca" could be more than one command: type more of it (`help` lists them)
[1]

With no game open, every command is there to be named:

$ adjutant --session none.adj -c lead
no game open: none.adj does not exist yet; `new GAME SCENARIO` starts one there (`games` lists them)
[1]

An alias of a command Bloodiest Day does not have names nothing there
(`d`, `draw`'s, is the start of `deactivate` and `declare`); the alias
alone, meaning nothing else, is refused as its command's name:

$ adjutant --session bd.adj -c d
"d" could be more than one command: type more of it (`help` lists them)
[1]

$ adjutant --session la.adj -c reg
register: Longstreet Attacks has no registers of named things
[1]

Bloodiest Day has no chit cup: drawing from one would find none (the
command is refused before it looks):

$ adjutant --session bd.adj -c draw
draw: Bloodiest Day: Antietam has no chit cup
[1]

$ adjutant --session bd.adj -c cup -c 'key union stand' -c 'draw' -c 'hold rebel' -c 'play sickles ward' -c 'enter anderson' -c 'commit confident cc-hood' -c hand -c 'discard rebel'
cup: Bloodiest Day: Antietam has no chit cup
key: Bloodiest Day: Antietam has no chit cup
draw: Bloodiest Day: Antietam has no chit cup
hold: Bloodiest Day: Antietam has no chit cup
play: Bloodiest Day: Antietam has no chit cup
enter: Bloodiest Day: Antietam has no chit cup
commit: Bloodiest Day: Antietam has no chit cup
hand: Bloodiest Day: Antietam has no chit cup
discard: Bloodiest Day: Antietam has no chit cup
[1]

Nothing of them was recorded:

$ adjutant --session bd.adj -c log | grep -c draw
0
[1]

In JSON the refusal is the error, the command named:

$ adjutant --session la.adj --json -c impulse
{"ok":false,"error":"impulse: Longstreet Attacks has no impulses","command":"impulse"}
error: impulse: Longstreet Attacks has no impulses
[1]

Commands both games use run in either:

$ adjutant --session la.adj -c control | head -1
  3223  Big Round Top          union        1 VP (21.1)

$ adjutant --session bd.adj -c message
No message in transit.

`help` lists the open game's commands, and says how many it left out:

$ adjutant --session la.adj -c help | grep -c '^  draw \|^  cup \|^  key \|^  control \|^  next '
5

$ adjutant --session la.adj -c help | grep -c '^  impulse \|^  activate \|^  leaders \|^  combat \|^  losses '
0
[1]

$ adjutant --session la.adj -c help | tail -1
Left out: 33 commands of rules Longstreet Attacks does not have (`help COMMAND` explains any).

$ adjutant --session bd.adj -c help | grep -c '^  impulse \|^  activate \|^  leaders \|^  combat \|^  losses \|^  control '
6

$ adjutant --session bd.adj -c help | grep -c '^  draw \|^  cup \|^  key \|^  hand \|^  play '
0
[1]

$ adjutant --session bd.adj -c help | tail -1
Left out: 32 commands of rules Bloodiest Day: Antietam does not have (`help COMMAND` explains any).

`help COMMAND` explains a command the game lacks, and says so:

$ adjutant --session la.adj -c 'help impulse' | sed '/^$/d'
usage: impulse [?]
  whose impulse it is; with ?, the odds that the next check ends the phase.
...
example: impulse ?
Longstreet Attacks has no impulses: `impulse` is for Bloodiest Day: Antietam.

$ adjutant --session bd.adj -c 'help draw' | tail -1
Bloodiest Day: Antietam has no chit cup: `draw` is for Longstreet Attacks, Shattered Union.

$ adjutant --session bd.adj -c 'help activate' | grep -c 'has no'
0
[1]

`--json help` lists every entry, with its mechanism and whether the open
game has it:

$ adjutant --session la.adj --json -c help | grep -o '{"name":"\(status\|draw\|impulse\)"[^}]*}'
{"name":"status","alias":"st","summary":"turn, phase, tracks and standing","server":true,"mechanism":null,"available":true}
{"name":"draw","alias":"d","summary":"draw a chit at random, or record one pulled from your cup","server":true,"mechanism":"cup","available":true}
{"name":"impulse","summary":"whose impulse it is; with ?, the odds that the next check ends the phase","server":true,"mechanism":"impulse","available":false}

$ adjutant --session bd.adj --json -c help | grep -o '{"name":"\(draw\|impulse\)"[^}]*}' | grep -o '"available":[a-z]*'
"available":false
"available":true

With no game open there is nothing to lack: every entry, no "available":

$ XDG_DATA_HOME=$PWD/none adjutant --json -c help | grep -c available
0
[1]

$ XDG_DATA_HOME=$PWD/none adjutant --json -c help | grep -o '"name":"[a-z]*"' | wc -l
80

$ XDG_DATA_HOME=$PWD/none adjutant -c 'help impulse' | grep -c 'has no'
0
[1]

and `help COMMAND` gives, under each game's title, the game's own example
and how its rules bear on the command:

$ XDG_DATA_HOME=$PWD/none adjutant -c 'help impulse' | sed '/^$/d' | tail -6
example: impulse ?
Bloodiest Day: Antietam
  example: impulse ?
  In each Union impulse, before anything else, the Union rolls 2d6 with its
  star-area modifiers: at or under the number on the Impulse Track, the
  Action Phase ends with this impulse. The Confederates never roll (BD 3.0).
