# `help COMMAND` in a game's own terms: the command entries in C are
# generic, and each game's rules data (command_help) gives its example and
# a note on how its rules bear on the command, with the section.

$ adjutant --session la.adj -c 'new longstreet round' > /dev/null; adjutant --session bd.adj -c 'new bloodiest historical' > /dev/null

With Longstreet Attacks open, `help key` gives its note, cited as the
game's replies cite, and its own example:

$ adjutant --session la.adj -c 'help key'
usage: key SIDE CHIT...
  choose a side's Key Event chits.
Key chits are hidden from the other side. Those
not chosen when the phase moves on are asked for at the prompt, or
picked at random in a script.
Each turn, in secret, the Union puts one of its Event chits into the cup as
its Key chit and the Confederates two (LA 8.1).
example: key csa rebel anv

The example runs as it stands:

$ adjutant --session la.adj -c 'key csa rebel anv'
Confederate Key chit: Rebel Yell! (hidden from the other side)
Confederate Key chit: ANV Veterans (hidden from the other side)

A usage error quotes the open game's example:

$ adjutant --session la.adj -c 'key union'
usage: key SIDE CHIT... (e.g. key csa rebel anv)
[1]

With Bloodiest Day open, `help activate`:

$ adjutant --session bd.adj -c 'help activate'
usage: activate LEADER
  turn a leader active (or bring an arriving one on).
Who may activate whom is checked: a leader who activates himself, or one who
needs another leader active and with him, as the rules say.
Confederate leaders, and McClellan, Hooker and Mansfield, activate on their
own in any friendly impulse; every other Union leader needs McClellan active
and in his area (BD 5.3.2).
example: activate Sumner

$ adjutant --session bd.adj -c next > /dev/null; adjutant --session bd.adj -c 'activate Sumner'
Sumner is activated only by an active McClellan, and McClellan is inactive
[1]

--json carries the rows as "games":

$ adjutant --session bd.adj --json -c 'help activate' | grep -o '"games":\[{"game":"[a-z-]*","example":"[^"]*"'
"games":[{"game":"bloodiest-day","example":"activate Sumner"

With no game open, each game's row under its title (the blank lines are
left out here):

$ XDG_DATA_HOME=$PWD/none adjutant -c 'help activate' | sed '/^$/d'
usage: activate LEADER
  turn a leader active (or bring an arriving one on).
Who may activate whom is checked: a leader who activates himself, or one who
needs another leader active and with him, as the rules say.
example: activate LEADER
Bloodiest Day: Antietam
  example: activate Sumner
  Confederate leaders, and McClellan, Hooker and Mansfield, activate on
  their own in any friendly impulse; every other Union leader needs
  McClellan active and in his area (BD 5.3.2).

$ XDG_DATA_HOME=$PWD/none adjutant -c 'help new' | grep -A1 '^  example'
  example: new bloodiest historical +mcclellan-has-a-plan
  The text has one set-up, the whole battle; the McClellan Has a Plan
--
  example: new longstreet round-tops
  Five scenarios: The Round Tops, The Whirlpool and Assault on Emmitsburg

A command no game has a row for keeps the entry's example; its word SIDE
becomes the open game's first side:

$ XDG_DATA_HOME=$PWD/none adjutant -c 'help view' | tail -1
example: view SIDE

$ adjutant --session bd.adj -c 'help view' | tail -1
example: view union

`rules check` also checks the rows against the command table: each names
a command its game has, and its example runs it.

$ adjutant rules check | tail -1
rules check: 5 games, [0-9]+ tables, [0-9]+ rows with sections: all valid. (re)
