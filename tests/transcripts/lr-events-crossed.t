# The Long Roads to Gettysburg: a 7 questions Hooker once Confederate
# infantry has crossed the Potomac (2.0), and only while he commands: the
# rows that need Meade in command are tried first (digest 8 #10, our
# reading of an order the text does not give).

$ adjutant --session c.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session c.adj -c 'lookup long-roads.random-events roll=7' | grep '^Result'
Result: Rear Area Paralysis

$ adjutant --session c.adj -c 'track csa-infantry-north =1' > /dev/null; adjutant --session c.adj -c 'lookup long-roads.random-events roll=7' | grep -E '^Result|->'
  7: Rear Area Paralysis -> Hooker Questioned: a Confederate infantry unit has crossed the Potomac (LRTG 2.0)
Result: Hooker Questioned

The crossing is kept when the infantry goes back south:

$ adjutant --session c.adj -c 'track csa-infantry-north =0' > /dev/null; adjutant --session c.adj -c 'lookup long-roads.random-events roll=7' | grep '^Result'
Result: Hooker Questioned

Once Meade commands, a 7 never questions Hooker: south of the Potomac
it is a Confederate communications breakdown, north the Richmond
Garrison:

$ adjutant --session c.adj -c 'track meade-commands =1' > /dev/null; adjutant --session c.adj -c 'lookup long-roads.random-events roll=7' | grep '^Result'
Result: CSA Communications Breakdown

$ adjutant --session c.adj -c 'track meade-north =1' > /dev/null; adjutant --session c.adj -c 'lookup long-roads.random-events roll=7' | grep '^Result'
Result: Richmond Garrison
