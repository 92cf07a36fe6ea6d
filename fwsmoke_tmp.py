import random, time, sys
from game.core import play_to_end
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.players import make_fw_player
p=default_pool()
def deck(prefix):
    ids=[c for c in p.cards if c.startswith(prefix) and not c.endswith('00')]
    return (ids*4)[:50]
kind=sys.argv[1]
t=time.time(); n=int(sys.argv[2])
for seed in range(n):
    g=FusionWorld.new([('A',prefix+'00',deck(prefix)) for prefix in ('FW-R','FW-B')][:1]+[('B','FW-G00',deck('FW-G'))],p,seed=seed)
    acts=play_to_end(g,[make_fw_player(kind,seed),make_fw_player(kind,seed+1)],None,random.Random(seed))
    print(seed, g.core.winner, g.core.turn, len(acts), g.core.log[-1].text)
print(n/(time.time()-t),'games/s')
