# search_seki.tst: the search's playouts keep a seki alive.
#
# What: a 19x19 game Tengen (Black) lost to Pachi 12.90 by 28.5 points under Chinese rules
# (search-games/pachi-seki.sgf, from results/match/pachi19-sd180-s9clock, game 2). In the lower
# right White's 34 stones (L5 ... T9) and Black's 13 (S2 ... T7) are in seki: neither has two
# eyes and whoever fills one of the liberties they share is taken. White has just passed.
# 1. Black to move after White's pass: the game is lost (White's seki stones are White's area),
#    so Black's best move has a low win rate. Before the fix the search counted the seki as
#    Black's (the playouts ended every seki: the side left with only a self-atari on a shared
#    liberty played it), saw 89% and passed.
# 2. Thirty-nine moves earlier, the same verdict: the seki was already there.
# Why: playouts must pass rather than put a chain of two or more stones in atari when nothing
# else is left (playout/policy.rs `no_big_self_atari`); a search blind to seki passes into lost
# games. (Checked with seeds 1-6: win rate 0.0-1.1% in both; the old player 70-92%.)

# A playout budget and one thread, not the clock: the same answers on a busy machine.
tengen-set_playouts 3000
tengen-set_threads 1

loadsgf search-games/pachi-seki.sgf 329
komi 7.5
genmove b
1 tengen-best_moves_gfx black
#? [.*TEXT black \S+: \d+ visits, win rate ([0-9]|1[0-9])\.\d%]

loadsgf search-games/pachi-seki.sgf 290
komi 7.5
genmove b
2 tengen-best_moves_gfx black
#? [.*TEXT black \S+: \d+ visits, win rate ([0-9]|1[0-9])\.\d%]
