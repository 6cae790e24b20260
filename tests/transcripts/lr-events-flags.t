# The Long Roads to Gettysburg: the flags an event sets last the turn;
# as the next Random Events Phase begins they are cleared, last turn's
# Rain+1 copied first so that this turn's roll can read it (2.0).  Turns
# 1-3 have no Random Events Phase: the first clearing is turn 4's.

$ adjutant --session f.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session f.adj -c 'track rain-plus-1 =1' -c 'track heat =1' -c 'track spy-won.union =1' -c 'track raid-removed =2' -c 'track rain-days =2' -c 'track raspberry-raid =1' > /dev/null; adjutant --session f.adj -c 'next random-events yes' -c 'next random-events yes' > /dev/null; adjutant --session f.adj --json -c 'status' | jq -c '[.turn, .tracks["rain-plus-1-last"], .tracks["rain-plus-1"], .tracks.heat]'
[3,0,1,1]

$ adjutant --session f.adj --json -c 'next random-events yes roll=5' -c 'status' | tail -1 | jq -c '[.turn, .phase, .tracks["rain-plus-1-last"], .tracks["rain-plus-1"], .tracks.heat, .tracks["spy-won.union"], .tracks["raid-removed"], .tracks["rain-days"], .tracks["raspberry-raid"], .tracks["halleck-interferes"]]'
[4,"Random Events Phase",1,0,0,0,0,2,1,1]

The turn after, with no Rain+1, the copy clears it:

$ adjutant --session f.adj --json -c 'next random-events yes roll=11' -c 'status' | tail -1 | jq -c '[.turn, .tracks["rain-plus-1-last"], .tracks["rain-plus-1"], .tracks["halleck-interferes"], .tracks.heat]'
[5,0,0,0,1]
