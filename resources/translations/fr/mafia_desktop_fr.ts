<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+68"/>
        <source>{heading}:</source>
        <translation>{heading}&#xa0;:</translation>
    </message>
    <message>
        <location line="+609"/>
        <source>usage:</source>
        <extracomment>The command line&apos;s usage and errors, as Python&apos;s argparse words them; {name}: what it puts in.</extracomment>
        <translation>utilisation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>sous-commandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}&#xa0;: erreur&#xa0;: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>argument {argument_name}&#xa0;: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>les arguments suivants sont obligatoires&#xa0;: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>arguments non reconnus&#xa0;: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>choix invalide&#xa0;: {value} (choisir parmi {choices})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>valeur invalide ({type})&#xa0;: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>attend un argument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>attend au plus un argument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>attend au moins un argument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>option ambiguë&#xa0;: {option} peut correspondre à {matches}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>valeur explicite {value} ignorée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>option inattendue&#xa0;: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>incompatible avec l&apos;argument {argument}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>l&apos;un des arguments {arguments} est obligatoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>commande {parser_name} inconnue (choix possibles&#xa0;: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+862"/>
        <source>town favoured</source>
        <translation>avantage à la ville</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mafia favoured</source>
        <translation>avantage à la mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>avantage&#xa0;: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>avantage au Tueur fou</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>avantage au Bouffon</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>équilibré</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>Chances de la mafia selon le nombre de mafieux&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>Chances de la mafia (jeu au hasard) selon le nombre de mafieux</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>Pas de pronostic&#xa0;: cette distribution ne permet pas de commencer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>Le jeu au hasard n&apos;est calculé exactement que sans %1&#xa0;: les chiffres ci-dessus sont simulés.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>Jeu au hasard (chaque vote et chaque meurtre tirés au sort)&#xa0;: mafia %1&#xa0;%, ville %2&#xa0;%. Une vraie table joue mieux que le hasard.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>Jeu réfléchi (la ville tient compte de ses vérifications)&#xa0;: calcul en cours…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>Jeu réfléchi (la ville tient compte de ses vérifications)&#xa0;: mafia %1&#xa0;% ± %2, ville %3&#xa0;% — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1: %2%)</source>
        <translation>(%1&#xa0;: %2&#xa0;%)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../../mafia_desktop/engine/cards.py" line="+64"/>
        <location line="+56"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="-30"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-224"/>
        <location line="+1"/>
        <source>black Joker</source>
        <translation>Joker noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>Joker rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>carte vierge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>As de pique</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ace of hearts</source>
        <translation>As de cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>As de carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>carte numérotée (2–10)</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Jack or Queen</source>
        <translation>Valet ou Dame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King of hearts or diamonds</source>
        <translation>Roi de cœur ou de carreau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>King of clubs or spades</source>
        <translation>Roi de trèfle ou de pique</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>Dame de cœur ou de carreau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace of spades or clubs</source>
        <translation>As de pique ou de trèfle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jack, black King or Queen</source>
        <translation>Valet, Roi ou Dame noirs</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>red card (2–9)</source>
        <translation>carte rouge (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>carte noire (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>carte vierge marquée «&#xa0;{role}&#xa0;»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} ou {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} de l&apos;autre jeu</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>en jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>fautes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>Place %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Animez le jeu de société Mafia autour d&apos;un seul ordinateur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>reprendre une partie enregistrée à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>Ouvrir l&apos;application avec la partie de FILE sur la table, là où elle s&apos;était arrêtée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>un fichier de partie (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>rejouer un fichier de partie et écrire sa transcription en JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>Rejouer un fichier de partie sans fenêtre et écrire la transcription en JSON. Code de sortie 0 si chaque saisie a été acceptée, 2 sinon&#xa0;; 1 si la transcription ne peut pas être écrite (sortie standard fermée, ou son disque plein&#xa0;: signalé sur la sortie d&apos;erreur).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>le fichier de partie, ou - pour l&apos;entrée standard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>imprimer cartes et feuilles dans un PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>Créer un PDF&#xa0;: cartes de rôle et composition du jeu pour une distribution, cartes pliées et feuille du meneur pour une partie enregistrée, protocole d&apos;une partie, déroulé d&apos;une partie ou programme d&apos;un tournoi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>cartes de rôle (avec dos et traits de coupe) et composition du jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>nombre de joueurs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>nombre de cartes de ce rôle (par défaut&#xa0;: la distribution recommandée)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>les cartes sont toujours mélangées&#xa0;; une graine donne le même ordre à chaque fois</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>cartes pliées des joueurs dans --out, et la feuille du meneur dans un fichier à part, à côté (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>protocole d&apos;une partie, tel que le tiennent les clubs&#xa0;: l&apos;en-tête, les propositions et les votes, les fautes, les tirs, le meilleur coup et les points</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>déroulé d&apos;une partie&#xa0;: les cartes et toute la chronologie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>programme d&apos;un tournoi&#xa0;: chaque tour et chaque table, puis une feuille pour chaque table de chaque tour</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>un fichier de tournoi (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>chances de victoire de chaque camp, pour une distribution et ses règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>Les chances de la mafia et de la ville&#xa0;: exactes en jeu au hasard (Migdal 2010, étendu aux rôles), ou simulées en jeu réfléchi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>toute l&apos;équipe de la mafia, Parrain compris si les règles en ont un</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>une règle maison (valeur JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>parties à simuler (jeu réfléchi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>écrire en JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>le classement de la série du club (parties terminées), en JSON ou CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>Écrire le classement d&apos;une série de parties terminées (une soirée, une saison), ou de toutes les parties terminées, d&apos;après les parties enregistrées&#xa0;; aucune fenêtre ne s&apos;ouvre. La série d&apos;une partie est celle qui lui a été attribuée, sinon la date où elle a été jouée. La ligne de chaque joueur donne sa cote rouge et sa cote noire (après chaque partie, jusqu&apos;à la dernière affichée) et la compensation de première nuit (Ci). Les filtres se cumulent&#xa0;: une série, un tournoi, une période. Code de sortie 0&#xa0;; 2 s&apos;il n&apos;y a aucune partie terminée (dans les filtres), si la série ou le tournoi est inconnu, ou si la base de données des séries est occupée (signalé sur stderr).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>cette série (par défaut&#xa0;: toutes les parties terminées)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>seulement les parties de ce tournoi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>les parties à partir de ce jour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>les parties jusqu&apos;à ce jour inclus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>des statistiques au lieu du classement&#xa0;: par joueur (victoires par rôle, abattus la première nuit, vérifications, meilleurs coups, fautes...) ou par paire (parties ensemble et l&apos;un contre l&apos;autre)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>lister plutôt les séries, les plus récentes d&apos;abord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>le dossier des parties enregistrées (par défaut&#xa0;: celui de l&apos;application)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>vérifier que le narrateur peut parler&#xa0;: dire une réplique dans un fichier WAV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>Démarrer les moteurs de synthèse vocale du narrateur (Piper si une voix de la langue est installée, Festival s&apos;il est installé, sinon pyttsx3&#xa0;: espeak-ng sous Linux, les voix du système ailleurs), indiquer quel moteur et quelle voix parlent la langue, et enregistrer avec eux une réplique dans un fichier WAV. Code de sortie 0 si la voix fonctionne, 3 si aucun moteur ne démarre (l&apos;application affiche alors les répliques du narrateur en sous-titres), 2 si la voix demandée n&apos;est pas installée ou si le fichier ne peut pas être écrit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the language to speak (default: English)</source>
        <translation>la langue parlée (par défaut&#xa0;: anglais)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>ce moteur (par défaut&#xa0;: le meilleur)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>cette voix du moteur (par défaut&#xa0;: la meilleure pour la langue)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>la réplique (par défaut&#xa0;: la première réplique de la nuit)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>où l&apos;écrire (par défaut&#xa0;: un fichier temporaire)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>où écrire le PDF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>la langue du PDF (par défaut&#xa0;: anglais)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>un jeu de règles (classic, youth, club, angel) ou des règles en JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>la langue des messages de la commande (sinon celle des paramètres, ou du système)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>afficher le numéro de version du programme et quitter</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>dessiner la fenêtre une fois, l&apos;enregistrer en PNG dans PATH et quitter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>la taille de la fenêtre, par exemple 1366x768 (pour les captures d&apos;écran)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>la langue de l&apos;application pour cette fois (sinon celle des paramètres, ou du système)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} n&apos;est pas une taille comme 1366x768</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}&#xa0;: la largeur et la hauteur doivent aller de 200 à 8000</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>doit être un nombre entier, pas {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>doit valoir au moins {low}, pas {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>doit valoir au plus {high}, pas {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>doit être une date au format AAAA-MM-JJ, pas {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME n&apos;est pas défini et ce compte n&apos;a pas de dossier personnel à lui, si bien que l&apos;application garderait ses parties dans {folder}&#xa0;; mais {problem}. Définissez HOME sur un dossier à vous et relancez.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME n&apos;est pas défini&#xa0;; les parties sont gardées dans {folder}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>{folder} est illisible ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>d&apos;autres peuvent renommer des dossiers dans {folder} (tout le monde peut y écrire et il n&apos;a pas le bit sticky)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>il ne peut pas être créé ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>c&apos;est un lien, peut-être créé par quelqu&apos;un d&apos;autre, et non un dossier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>c&apos;est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>ce dossier appartient à un autre compte (identifiant {user}), qui peut le lire ou le modifier</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>il a été remplacé pendant que l&apos;application l&apos;examinait</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>il ne peut pas être vérifié ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>aucun nom de fichier&#xa0;: indiquez quel fichier de partie ouvrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>impossible d&apos;écrire la capture d&apos;écran&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>aucun nom de fichier donné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>impossible d&apos;écrire la capture d&apos;écran dans {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>le disque est plein (quota disque atteint)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>le flux est fermé</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>pas d&apos;autorisation d&apos;écrire à cet endroit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>son dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>impossible d&apos;écrire sur la sortie standard&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>ce nom n&apos;est pas un nom de fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>c&apos;est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>c&apos;est un tube (FIFO), pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>c&apos;est un socket, pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>aucun nom de dossier donné pour --games.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>le dossier {folder} n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>impossible de lire le dossier {folder}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>aucune partie terminée dans {folder}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>il n&apos;y a pas de série {name}&#xa0;; séries existantes&#xa0;: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>il n&apos;y a pas de tournoi {tournament}&#xa0;; tournois existants&#xa0;: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>il n&apos;y a pas de tournoi {tournament}&#xa0;: aucune partie terminée n&apos;appartient à un tournoi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>aucune partie terminée avec ces filtres.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>la réplique donnée avec --say n&apos;est pas du texte (elle contient des octets hors UTF-8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>aucun nom de fichier donné pour --out.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>aucun moteur de synthèse vocale n&apos;a pu démarrer ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>Sous Linux, la voix nécessite Festival ou espeak-ng&#xa0;: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>L&apos;application fonctionne quand même&#xa0;: le narrateur affiche ses répliques en sous-titres.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>moteur&#xa0;: {engine} ne peut pas démarrer ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>la voix {voice} du moteur {engine} ne parle pas la langue {language}&#xa0;; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>la voix {voice} ne parle pas la langue {language}&#xa0;; {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>la voix {voice} du moteur {engine} n&apos;est pas installée&#xa0;; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>la voix {voice} n&apos;est pas installée&#xa0;; {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>{engine} n&apos;a produit aucun son pour {line} ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} ne peut pas parler ({reason})&#xa0;: {other} parle à sa place</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>Pour une voix plus claire&#xa0;: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>Pour une voix neuronale&#xa0;: les Paramètres téléchargent la voix Piper {voice} sur demande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}&#xa0;: {seconds}&#xa0;s dans {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}&#xa0;: {seconds}&#xa0;s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>impossible d&apos;écrire {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>aucune voix du moteur {engine} ne parle la langue {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>aucune voix d&apos;aucun moteur ne parle la langue {language}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>aucune voix installée du moteur {engine} ne parle la langue {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>aucune voix installée ne parle la langue {language}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>voix qui parlent la langue {language}&#xa0;: {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>la valeur de --option {name} est trop profondément imbriquée</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance}&#xa0;%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exact, random play</source>
        <translation>exact, jeu au hasard</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}&#xa0;; le jeu au hasard n&apos;est pas calculé exactement pour ces rôles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>mafia {mafia}&#xa0;%{margin}, ville {town}&#xa0;%{others} ({verdict}&#xa0;; {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>cette distribution ne permet pas de commencer&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>le JSON des règles est trop profondément imbriqué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>les règles ne sont pas du JSON valide ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>plus de rôles spéciaux ({special}) que de joueurs ({players})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>le nombre de cartes d&apos;un rôle ne peut pas être inférieur à 0</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>impossible d&apos;écrire {file}&#xa0;: le nom contient des octets qui ne sont pas du texte (UTF-8)&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>impossible d&apos;écrire {file}&#xa0;: c&apos;est le fichier de partie en cours d&apos;impression&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>aucun nom de fichier&#xa0;: indiquez quel fichier de partie imprimer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>impossible de lire {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>impossible d&apos;écrire {file}&#xa0;: {reason}&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>Les cartes pliées des joueurs sont dans {cards}&#xa0;; la feuille du meneur est dans {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>plus de rôles spéciaux que de joueurs</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>moteur&#xa0;: {engine},&#xa0;%n voix</numerusform>
            <numerusform>moteur&#xa0;: {engine},&#xa0;%n voix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>voix qui parle la langue {language}&#xa0;: {voices} (%n au total).</numerusform>
            <numerusform>voix qui parlent la langue {language}&#xa0;: {voices} (%n au total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>synthèse&#xa0;: {engine}, voix {voice} ({language}),&#xa0;%n mot par minute</numerusform>
            <numerusform>synthèse&#xa0;: {engine}, voix {voice} ({language}),&#xa0;%n mots par minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n partie en jeu réfléchi</numerusform>
            <numerusform>%n parties en jeu réfléchi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>Un tournoi compte de 1 à {most} tables, pas {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>Un tournoi compte de 1 à {most} tours, pas {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>Une table accueille de {least} à {most} joueurs, pas {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>{players} joueurs ne suffisent pas pour {tables} tables&#xa0;: il faut au moins 7 joueurs par table, soit {least} en tout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>Le nom «&#xa0;{name}&#xa0;» ne peut pas être utilisé&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>«&#xa0;{name}&#xa0;» est saisi deux fois (des noms qui se ressemblent désignent le même joueur).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>La paire à séparer contient «&#xa0;{name}&#xa0;», qui ne figure pas parmi les joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>Une paire à séparer doit réunir deux joueurs différents.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>Impossible de séparer toutes les paires au tour {round}&#xa0;: trop peu de tables ou de joueurs au repos. Séparez moins de paires ou ajoutez une table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>L&apos;identifiant du tournoi doit compter 32 chiffres hexadécimaux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>Le nom d&apos;un tournoi compte de 1 à {most} caractères, sur une seule ligne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>Le type de partie doit être l&apos;un de ceux-ci&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>L&apos;ordre de départage doit lister des critères différents parmi&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>Ce tournoi n&apos;a pas de table {table} au tour {round}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>Ce fichier n&apos;est pas un tournoi&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>Ce fichier n&apos;est pas un tournoi Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>Le fichier du tournoi est en version {version}, que cette version de l&apos;application ne sait pas lire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>Dans le fichier du tournoi, «&#xa0;{member}&#xa0;» doit être&#xa0;: {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>Le fichier du tournoi contient un champ inconnu de l&apos;application&#xa0;: «&#xa0;{member}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>Dans le fichier du tournoi, «&#xa0;{member}&#xa0;» doit être compris entre {low} et {high}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>Le programme du tournoi est incorrect&#xa0;: tour {round}, {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>le nombre de tables ne correspond pas à celui du tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>une table a trop ou trop peu de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>un nom ne figure pas parmi les joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>un joueur est placé deux fois, ou à la fois placé et au repos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>un joueur n&apos;est ni placé ni au repos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>une paire à séparer est assise à la même table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>le nombre de tours ne correspond pas à celui du tournoi</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Points de meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>Moins de fautes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
</context>
<context>
    <name>DarkPreview</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="+416"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>L&apos;imprimante n&apos;a pas démarré&#xa0;; rien n&apos;a été imprimé.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>Vous n&apos;agissez pas la nuit. Démasquez la mafia en parlant, en observant et en votant.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>La nuit, avec le reste de la mafia, vous choisissez qui tuer. Le jour, fondez-vous parmi les citoyens.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>Vous dirigez la mafia&#xa0;: vous tirez avec elle, et chaque nuit vous cherchez qui est {finds}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>Chaque nuit, vous demandez si un joueur est de la mafia.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>Chaque nuit, vous protégez un joueur contre la mafia.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>Vous jouez en solitaire. Chaque nuit, vous pouvez tuer un joueur&#xa0;; vous gagnez quand il ne reste plus qu&apos;un autre joueur.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>Chaque nuit, vous passez la nuit avec un joueur, jamais le même deux nuits de suite&#xa0;: personne ne peut le tuer cette nuit-là, et il ne vote pas le lendemain.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>Chaque nuit, vous gardez un joueur, jamais vous-même&#xa0;: s&apos;il est attaqué, vous mourez à sa place.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>Personne ne peut vous tuer la nuit. Seuls le vote du jour ou les fautes peuvent vous éliminer.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>Chaque nuit, vous bloquez un joueur, jamais vous-même&#xa0;: rien de ce qu&apos;il fait cette nuit-là ne compte.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>Vous jouez pour la ville. Si la mafia vous tire dessus, vous ne mourez pas&#xa0;: vous la rejoignez, et dès la nuit suivante vous tirez avec elle.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>Vous jouez pour votre compte&#xa0;: si le vote du jour vous élimine, vous remportez aussitôt la partie, en solitaire. Si la nuit vous tue, vous sortez simplement du jeu.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>Vous jouez pour la ville. Une fois, le jour, vous pouvez montrer votre carte&#xa0;: dès lors, votre main compte double à chaque vote.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>Vous jouez pour la ville. Quand le vote ou la nuit vous élimine, vous pouvez emmener avec vous un joueur en vie, ou épargner tout le monde.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>Chaque nuit, vous demandez si un joueur est de la mafia ou, une fois par partie, vous tirez sur un joueur à la place.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>Chaque nuit, vous désignez deux autres joueurs et apprenez s&apos;ils jouent dans le même camp (la ville, la mafia, ou un camp à eux).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>Points supplémentaires</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>Les points supplémentaires du meneur de jeu, en plus ou en moins, s&apos;ajoutent aux points du joueur pour cette partie.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>Motif (annoncé à voix haute, inscrit au protocole)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="+201"/>
        <source>Hold to see (or hold Space)</source>
        <extracomment>words the bars&apos; light is measured on: the same for every role (the panel sets them)</extracomment>
        <translation>Maintenez pour voir (ou maintenez Espace)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hold to see</source>
        <translation>Maintenez pour voir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release to hide</source>
        <translation>Relâchez pour cacher</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+130"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The party game Mafia around one laptop: four rule sets, one table.</source>
        <translation>Le jeu de société Mafia autour d&apos;un seul ordinateur&#xa0;: quatre jeux de règles, une table.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>Imprimer les cartes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>Classement de la série…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>Tournois…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>Les jeux de règles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>Règles %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>exactement %1 joueurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>de %1 à %2 joueurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>Distribution pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>Places&#xa0;: touchez la place, puis la carte de son joueur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>Qui a quelle carte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>Distribuez les cartes, puis touchez chaque place et la carte de son joueur&#xa0;: la place suivante se choisit toute seule. Seul le meneur de jeu doit voir cet écran.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>Retirer la carte de cette place</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>Place %1 — %2&#xa0;: quelle carte&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>Touchez une place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 — %2&#xa0;: %3 sur %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>Chaque place a sa carte et le compte est bon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>Sans carte pour l&apos;instant&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>Journal public</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 est une partie déjà enregistrée, jouée plus loin&#xa0;: elle continue dans %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 est une partie déjà enregistrée&#xa0;: elle continue dans %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 est une copie antérieure d&apos;une partie enregistrée&#xa0;: elle continue dans %2, là où elle en était (Annuler permet de revenir en arrière).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>Ouvrir un fichier de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Fichiers de partie (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>%1 ouvert. La partie continue dans %2&#xa0;; le fichier ouvert reste tel quel.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>Reprendre la partie de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/main_window.py" line="+82"/>
        <location line="+258"/>
        <location line="+125"/>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="+344"/>
        <location line="+30"/>
        <location line="+32"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+37"/>
        <source>Mafia Desktop</source>
        <extracomment>the saved games were read: &quot;Continue&quot; is offered, or not what the menu still does under a private surface, by mouse only (see window_menu)</extracomment>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="-264"/>
        <location line="+23"/>
        <source>Leave this game for a new one? It is kept: Continue the game brings it back.</source>
        <extracomment>asked before Ctrl+N leaves a game in progress (tests answer it instead)</extracomment>
        <translation>Laisser cette partie pour une nouvelle&#xa0;? Elle est conservée&#xa0;: Reprendre la partie la ramène.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>La partie est conservée telle quelle&#xa0;: Reprendre la partie vous y ramène.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>&amp;Enregistrer une copie sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>&amp;Imprimer cartes et feuilles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>&amp;Classement de la série…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>To&amp;urnois…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>&amp;Décisions du meneur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>P&amp;lein écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>Télé&amp;phones…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>Rè&amp;gles et rôles…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>À &amp;propos de Mafia Desktop</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>À propos de Mafia Desktop</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save a copy of the game</source>
        <translation>Enregistrer une copie de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>Fichiers de partie (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>Les derniers coups de cette partie ne sont pas enregistrés&#xa0;: %1 Si vous continuez, ils seront perdus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>Enregistrer une copie ailleurs…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>Les abandonner</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Animez le jeu de société Mafia autour d&apos;un seul ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>Afficher la table sur un &amp;autre écran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>Le cercle, l&apos;horloge et le journal en plein écran sur une télé ou un projecteur</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>Voix&#xa0;: démarrage…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1&#xa0;: pas de voix (sous-titres seulement).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1&#xa0;: %2, voix %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>Pour une voix plus claire, installez celle de Festival&#xa0;: sudo apt install festival %1</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>{role}, réveillez-vous. Qui bloquez-vous cette nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+173"/>
        <location line="+52"/>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="+275"/>
        <location line="+4"/>
        <location line="+10"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, close your eyes.</source>
        <translation>{role}, fermez les yeux.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>{role}, réveillez-vous. Sur qui tirez-vous&#xa0;?</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>{role}, réveillez-vous. Quels deux joueurs comparez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-190"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>Faites passer l&apos;ordinateur autour de la table, chacun son tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>La nuit tombe. Si vous n&apos;avez pas l&apos;ordinateur en main, ne le regardez pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>Cette nuit, la victime est {name}.</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role}, refermez les yeux&#xa0;: on revient en arrière.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>{name} a passé la nuit avec le rôle {role} et ne vote pas aujourd&apos;hui.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}, troisième faute&#xa0;: vous perdez votre prochaine prise de parole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}, troisième faute&#xa0;: vous perdez votre prise de parole du jour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}, quatrième faute&#xa0;: vous quittez la partie, sans derniers mots.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name}&#xa0;: trois fautes, cette prise de parole est perdue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}, troisième faute&#xa0;: votre prochaine prise de parole est réduite de moitié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name}&#xa0;: trois fautes, cette prise de parole est réduite de moitié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}, votre meilleur coup&#xa0;: désignez les trois joueurs que vous croyez mafieux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}, {name}.</source>
        <translation>Place {seat}, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role}, gardez les yeux fermés&#xa0;: faites votre signe quand j&apos;appelle la place de votre victime.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>{name}. Sa carte&#xa0;: {role}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>{role}, ouvrez les yeux&#xa0;: cette nuit, vous pouvez {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>Tout le monde s&apos;endort&#xa0;: fermez les yeux, baissez la tête et gardez le silence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role}, relevez la tête et reconnaissez-vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role}, rendormez-vous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role}, relevez la tête et présentez-vous au meneur de jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <location line="+14"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, sleep.</source>
        <translation>{role}, dormez.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role}, gardez la tête baissée et les yeux fermés. Je vais lire les noms des vivants&#xa0;: faites votre signe au nom de votre victime.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role}, relevez la tête et mettez-vous d&apos;accord sur votre victime.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role}, relevez la tête et enquêtez sur quelqu&apos;un.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>Tout le monde dort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role}, relevez la tête et cherchez qui est {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role}, relevez la tête et protégez quelqu&apos;un.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role}, relevez la tête et choisissez votre victime.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role}, relevez la tête et choisissez avec qui passer la nuit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role}, relevez la tête et veillez sur quelqu&apos;un.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>La nuit est finie&#xa0;: tout le monde ouvre les yeux et relève la tête.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>La mafia a tué {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>La mafia n&apos;a tué personne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>La mafia n&apos;a tué personne&#xa0;: la victime a été sauvée. Bravo, {role}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>Tout le monde ferme les yeux, maintenant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>{role} seulement&#xa0;: ouvrez les yeux et regardez-vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>{role} seulement&#xa0;: ouvrez les yeux et présentez-vous à l&apos;animateur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role} only open your eyes.</source>
        <translation>{role} seulement&#xa0;: ouvrez les yeux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>Tout le monde ouvre les yeux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}, vous n&apos;avez pas survécu à la nuit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>Personne n&apos;a été tué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>Personne n&apos;a été tué&#xa0;: bien joué, {role}&#xa0;!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>La ville s&apos;endort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>{role}, on se réveille.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role}, on s&apos;endort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>Attention, {role}&#xa0;! {role}, on fait le tour de la table...</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+20"/>
        <source>Thank you, {role}! {role} goes to sleep.</source>
        <translation>Merci, {role}&#xa0;! {role}, on s&apos;endort.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Seat {seat_word}.</source>
        <translation>Numéro {seat_word}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>{role} wakes up, {role} chooses a victim.</source>
        <translation>{role}, on se réveille. {role}, on choisit une victime.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>{role}, on se réveille. {role}, on cherche la mafia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>{role}, on se réveille. {role}, on cherche qui est {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>{role}, on se réveille. {role}, on choisit qui protéger.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>{role}, on se réveille. {role}, on choisit avec qui passer la nuit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>{role}, on se réveille. {role}, on choisit sur qui veiller.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>Le jour se lève&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>Triste matin&#xa0;: le joueur numéro {seat} nous quitte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>Beau matin&#xa0;: personne ne nous quitte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>Beau matin&#xa0;: le joueur a été sauvé. Bravo, {role}&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>La carte du joueur numéro {seat}&#xa0;: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>{role}, on se réveille. {role}, on cherche le Shérif.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>La nuit tombe. Tout le monde ferme les yeux.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>{role}, réveillez-vous et regardez-vous. Personne ne meurt cette nuit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>{role}, go to sleep.</source>
        <translation>{role}, endormez-vous.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>{role}, réveillez-vous et présentez-vous au meneur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>{role}, réveillez-vous et choisissez votre victime.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>{role}, réveillez-vous et renseignez-vous sur un joueur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>{role}, réveillez-vous et cherchez qui est {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>{role}, réveillez-vous et choisissez qui protéger.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>{role}, réveillez-vous et choisissez avec qui passer la nuit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>{role}, réveillez-vous et choisissez sur qui veiller.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>Tout le monde se réveille.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one was killed in the night.</source>
        <translation>Personne n&apos;a été tué cette nuit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>Personne n&apos;a été tué cette nuit&#xa0;: la victime a été sauvée. Bravo, {role}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}, retournez votre carte face visible&#xa0;: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>joueur {seat}</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>Wi-Fi d&apos;abord</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>Type de partie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>Un nom par ligne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>Joueurs, un par ligne</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>Ajouter les joueurs cochés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>Joueurs des parties passées</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>Premier de la paire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>Second de la paire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>Séparer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>Retirer la paire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>Paires à séparer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>Ordre de départage (le premier l&apos;emporte)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>Créer et placer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>Placement des joueurs…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>Minimum de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>Maximum de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>La mafia se connaît</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>Nuit de présentation&#xa0;: les enquêteurs de la ville rencontrent le meneur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>La partie commence par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>Le vote du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>Une accusation doit être appuyée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>Deux votes&#xa0;: accuser, puis exécuter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>L&apos;accusé vote à son propre procès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>Un acquitté est à l&apos;abri jusqu&apos;au lendemain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>Une journée peut finir sans mort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>Temps écoulé&#xa0;: le sort désigne qui meurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>On ne vote que sur les candidats proposés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>Le joueur en tête repasse au vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>En cas d&apos;égalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>Ordre de parole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>Le meurtre de la nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>La mafia peut renoncer à tuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>Le médecin peut se protéger lui-même</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>Le médecin peut protéger le même joueur deux nuits de suite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>Le matin, on annonce que le médecin a sauvé la victime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>Carte retournée à la mort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>La mafia gagne quand elle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>Prise de parole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>Derniers mots (jour)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>Derniers mots (victime de la nuit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>Limite de temps du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>Avertissement avant la fin du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>Fautes, meilleur coup et points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>Un seul candidat le premier jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>Une troisième faute coûte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>Fautes techniques avant exclusion</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>Les points d&apos;une partie&#xa0;: le barème actuel de la fédération, ou une version antérieure (trois mafieux dans le meilleur coup rapportent 0,5&#xa0;; la plus ancienne retire aussi 0,7 pour toute exclusion).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>Règle de la fédération&#xa0;: avec un seul candidat le premier jour, on ne vote pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>Règle de la fédération&#xa0;: 30 secondes au lieu de 60 (la moitié du temps de parole).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>0&#xa0;: aucune n&apos;est donnée. Règle de la fédération&#xa0;: 2. Le meneur les donne comme une faute.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>Fédération, barème actuel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>Fédération, ancien barème&#xa0;: meilleur coup 0,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>Fédération, ancien barème&#xa0;: exclusion −0,7</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>une nuit de présentation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>un jour de discussion, sans vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>une nuit avec meurtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>un jour avec vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>accusations et procès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>décompte des mains levées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>nouveau vote, puis personne ne part</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>carambolage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>personne ne part</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>chaque jour, la place suivante ouvre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>plus de la moitié de la mafia est d&apos;accord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>toute la mafia est d&apos;accord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>un choix commun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>en cas d&apos;élimination par vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>égale les autres en nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>la prochaine prise de parole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>la moitié de la prochaine prise de parole</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>discussion libre, sans ordre fixe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>est plus nombreuse que les autres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>on vote, comme tous les jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>pas de vote&#xa0;: le jour se termine</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>Code QR pour associer votre téléphone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>Scannez pour jouer vos tours sur votre téléphone</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>Le serveur des téléphones ne peut pas écouter sur %1&#xa0;: %2. Choisissez un autre réseau dans les paramètres.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · place %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>Maintenez pour voir votre carte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>Maintenez pour voir votre réponse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>Maintenez pour voir votre question (%1 sur %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>Cette nuit, votre tour se joue sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>Votre tour est terminé. La nuit attend les autres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>À vous&#xa0;: tout le monde joue en même temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>L&apos;ordinateur est au milieu de la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>L&apos;ordinateur est chez %1 (place %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>L&apos;ordinateur est sur la table.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>Éliminés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>Connexion à l&apos;ordinateur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>Pas de connexion à l&apos;ordinateur&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>Ce téléphone n&apos;est plus associé. Scannez à nouveau votre code sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>Masqué. Maintenez à nouveau pour voir.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>Téléphones</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>Chaque joueur associe son téléphone grâce au code QR affiché à côté de sa carte lors de la distribution. Un joueur ramené sur l&apos;ordinateur joue sur l&apos;ordinateur, et son téléphone n&apos;est plus associé&#xa0;: pour rejouer sur un téléphone, il revoit sa carte pendant le jour et scanne le nouveau code.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>Utiliser ce réseau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>Les téléphones et l&apos;ordinateur doivent être sur le même réseau&#xa0;: le Wi-Fi de la salle ou le point d&apos;accès de l&apos;ordinateur (pas un réseau invité, qui isole les appareils). Après un changement de réseau, chaque téléphone scanne à nouveau son code.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Joined, connected</source>
        <translation>Associé, connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>Associé, connexion perdue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not joined</source>
        <translation>Non associé</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>Les téléphones joignent l&apos;ordinateur à l&apos;adresse %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>Les téléphones ne peuvent pas joindre l&apos;ordinateur pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>To the laptop</source>
        <translation>Vers l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>Ramener sur l&apos;ordinateur&#xa0;: %1 (place %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>Ramener sur l&apos;ordinateur&#xa0;: %1 (place %2)&#xa0;? Désormais, les tours de cette place se jouent sur l&apos;ordinateur&#xa0;; un tour commencé cette nuit y reprend là où il en était.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>Passer les téléphones sur %1&#xa0;? Chaque téléphone associé doit scanner à nouveau son code.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voix</numerusform>
            <numerusform>%n voix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>%n voix nécessaire sur {voters}</numerusform>
            <numerusform>%n voix nécessaires sur {voters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Décompte&#xa0;: %n pour</numerusform>
            <numerusform>Décompte&#xa0;: %n pour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>le vote à %n main levée</numerusform>
            <numerusform>le vote à %n mains levées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-14"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+48"/>
        <source>The town won</source>
        <translation>La ville a gagné</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>La mafia a gagné</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>Victoire&#xa0;: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>Le Tueur fou a gagné</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>Le Bouffon a gagné</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>Cartes de rôle&#xa0;: {preset}, {players} joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>Dos&#xa0;: à imprimer au verso (retournement sur le bord long)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>Découpez le long des repères. Tous les dos sont identiques.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>Le jeu de cartes pour {preset}, {players} joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>Prenez ces cartes dans un jeu ordinaire, mélangez et distribuez-en une à chaque joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>{count} cartes en tout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>Cartes pliées&#xa0;: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>Rabattez d&apos;abord le volet sur le rôle, puis pliez sur la ligne du milieu. Votre nom reste à l&apos;extérieur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>place {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>rabattez d&apos;abord ce volet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>Vous êtes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>Feuille du meneur&#xa0;: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>Nuit {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Jour {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>Le reste de la mafia&#xa0;: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Protocole de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominated</source>
        <translation>Proposé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>Voix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>Tué la nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log: {preset}</source>
        <translation>Déroulé de la partie&#xa0;: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed {seed}</source>
        <translation>Graine {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{preset} rules</source>
        <translation>Règles {preset}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other mafia: seats {seats}.</source>
        <translation>Le reste de la mafia&#xa0;: places {seats}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the only mafioso.</source>
        <translation>Aucun autre joueur n&apos;est de la mafia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>Imprimante recto seul&#xa0;: imprimez les pages impaires (les faces), remettez les feuilles de cartes dans le bac en les retournant sur le bord long, puis imprimez les pages paires (les dos).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>Imprimez les cartes sur du bristol (200–250 g/m²), ou au moins sur du papier épais (160 g/m²), et rangez-les dans des protège-cartes opaques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>Imprimez les cartes pliées au recto d&apos;un papier épais (120–160 g/m²)&#xa0;: il se plie net et rien ne transparaît à travers le pli. Un bristol plus lourd se fend au pli s&apos;il n&apos;est pas rainé avant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} × {card}</source>
        <translation>{count} × {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} — {role}</source>
        <translation>{cards} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on a blank card</source>
        <translation>Pas de carte à jouer&#xa0;: écrivez «&#xa0;{role}&#xa0;» sur une carte vierge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>Pas de carte à jouer&#xa0;: écrivez «&#xa0;{role}&#xa0;» sur {count} cartes vierges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>Les cartes «&#xa0;de l&apos;autre jeu&#xa0;» viennent d&apos;un second jeu ordinaire au dos différent. Pour que les dos ne trahissent aucun rôle, glissez toutes les cartes de la distribution dans les mêmes protège-cartes opaques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>Un rôle sans carte à jouer&#xa0;: écrivez son nom sur une carte vierge au même dos que les autres (une carte vierge de rechange du jeu, ou une carte de ce dos avec une étiquette collée sur sa face).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>Prenez ces cartes dans {decks} jeux ordinaires au même dos (des dos différents trahiraient les rôles), mélangez et distribuez-en une à chaque joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>Propose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>A voté pour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>Propose&#xa0;: la place que ce joueur a proposée. A voté pour&#xa0;: la place pour laquelle ce joueur a voté à chaque vote du jour, dans l&apos;ordre (un nouveau vote après une égalité vient en second)&#xa0;; + ou − pour ou contre le départ de tous les joueurs à égalité&#xa0;; · pas de vote. Vérifications&#xa0;: la place vérifiée, + trouvé, − non.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>Club ou table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>Meneur de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>Nuits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>Votes de chaque jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>Points supplémentaires du meneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>Fautes</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>Suppl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>Éliminé au vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Abattu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>Exclu (fautes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>Exclu (fautes tech.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>Exclu par le meneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>Ordre de tir du Parrain (nuit zéro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>Exclusion&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}, {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>Tir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>Touché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Sauvé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>Manqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>place {seat}&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>Tous partent (places {seats})&#xa0;? {yes} pour, {needed} nécessaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}&#xa0;: {yes} pour, {needed} nécessaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>Par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>Désignés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafieux désignés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>Fautes&#xa0;: ✓ pour chaque faute donnée&#xa0;; la troisième coûte au joueur sa prochaine prise de parole, la quatrième l&apos;exclut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>Tir&#xa0;: la place visée par la mafia, ou chaque place visée si elle ne s&apos;est pas mise d&apos;accord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>Voix&#xa0;: les voix reçues par chaque place, une ligne par vote du jour, dans l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>Vérifications&#xa0;: la place vérifiée, + trouvé, − non.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>Classement&#xa0;: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>Classement&#xa0;: toutes les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>Parties&#xa0;: {games}&#xa0;; du {first} au {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>Parties&#xa0;: {games}&#xa0;; {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Par rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Meilleurs coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>La mafia a tiré sur {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>La mafia ne s&apos;est pas mise d&apos;accord&#xa0;: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} sur {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-13"/>
        <source>Schedule: {name}</source>
        <translation>Programme&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>Joueurs&#xa0;: {players}&#xa0;; tables&#xa0;: {tables}&#xa0;; tours&#xa0;: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>Tour {round} · Table {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>Signature du meneur de jeu</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="-352"/>
        <location line="+51"/>
        <location line="+169"/>
        <source>Print</source>
        <extracomment>a PDF was written (or not): (path, problem)</extracomment>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>Cartes de rôle et composition du jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>Cartes pliées pour les joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>Feuille du meneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Protocole de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Déroulé de la partie</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>Aperçu et impression…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>Une carte par joueur&#xa0;: le nom et la place à l&apos;extérieur, le rôle à l&apos;intérieur sous un volet. Imprimée au recto, pliée deux fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>Chaque place avec son rôle et une case par nuit et par jour à remplir pendant la partie, plus de la place pour des notes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>Le protocole que tient un club&#xa0;: l&apos;en-tête (date, club, partie, meneur de jeu), la façon dont chaque joueur est sorti, les tirs et vérifications de la nuit, chaque vote, ainsi que les fautes, le meilleur coup et les points quand les règles comptent les points&#xa0;; rempli jusqu&apos;où la partie est arrivée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>Chaque carte distribuée, puis tout ce qui s&apos;est passé, nuit après nuit et jour après jour.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>Ces cartes montrent le rôle de chaque joueur sous le pli. Ne les ouvrez que là où aucun joueur ne peut voir l&apos;écran ni la page. Continuer&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Ce document montre le rôle de chaque joueur. Ne l&apos;ouvrez que là où aucun joueur ne peut voir l&apos;écran ni la page. Continuer&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Ce document montre le rôle de chaque joueur et chaque choix de la nuit. Ne l&apos;ouvrez que là où aucun joueur ne peut voir l&apos;écran ni la page. Continuer&#xa0;?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>L&apos;imprimante n&apos;a pas démarré&#xa0;; rien n&apos;a été imprimé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>c&apos;est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>c&apos;est un tube (FIFO), pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>c&apos;est un socket, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>son dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>pas d&apos;autorisation d&apos;écrire à cet endroit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>Votre carte (maintenez pour voir)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>Votre texte (maintenez pour voir)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>Places&#xa0;: touchez-en une ou tapez un numéro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>Cet écran n&apos;est que pour vous. Maintenez le cercle ci-dessous (ou Espace) pour voir votre texte.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>Rien de secret sur cet écran pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>Rôle suivant dans %1 s</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>Le temps est presque écoulé&#xa0;: %1 s. Confirmez maintenant ou appuyez sur Plus de temps.</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+165"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+201"/>
        <source>Wait %1 s</source>
        <translation>Attendez %1 s</translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>Maintenez d&apos;abord le cercle</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Release to hide.</source>
        <translation>Relâchez pour cacher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>Gardez un visage impassible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>Personne d&apos;autre ne doit voir ceci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then close your eyes again.</source>
        <translation>Puis refermez les yeux.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then pass the laptop on.</source>
        <translation>Puis passez l&apos;ordinateur au suivant.</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop — table</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>Où est l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>Minuteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Temps restant aujourd&apos;hui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>Mains levées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>Sous-titre du narrateur</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>L&apos;ordinateur est au milieu&#xa0;: tout le monde a les yeux fermés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>L&apos;ordinateur retourne sur la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>L&apos;ordinateur est chez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>L&apos;ordinateur est chez %1 (place %2).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>Mains levées pour %1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>Mains levées&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>Évolution de la cote</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>Aucune partie cotée pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1&#xa0;: cote rouge %2 après %n partie pour la ville</numerusform>
            <numerusform>%1&#xa0;: cote rouge %2 après %n parties pour la ville</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>cote noire %1 après %n partie pour la mafia</numerusform>
            <numerusform>cote noire %1 après %n parties pour la mafia</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>Rouge (pour la ville)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>Noire (pour la mafia)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>Faute technique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>Exclure de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>Ordre de tir du Parrain</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>Meneur de jeu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>Les décisions du meneur en marge du jeu&#xa0;: chacune est enregistrée, et Annuler la retire.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>Motif (annoncé à voix haute, inscrit au protocole)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>Tir %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>Au nombre de fautes techniques fixé par les règles, le joueur quitte la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>Le joueur quitte aussitôt la partie, sans derniers mots, et perd des points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>Le joueur abandonne&#xa0;: il quitte aussitôt la partie, sans derniers mots.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>Sur qui la mafia tirera, nuit après nuit. Seuls le meneur et la mafia le voient.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>Maintenez pour jeter un œil (Espace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>Meneur&#xa0;: maintenez pour voir tous les rôles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>Maintenez pour voir la réponse</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-802"/>
        <source>town</source>
        <translation>ville</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>mafia</source>
        <translation>mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-367"/>
        <source>shoot</source>
        <translation>tirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot at</source>
        <translation>tiré sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot</source>
        <translation>visé</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>make the Don&apos;s check</source>
        <translation>faire la vérification du Parrain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made the Don&apos;s check on</source>
        <translation>fait la vérification du Parrain sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>check</source>
        <translation>vérifier</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>protect</source>
        <translation>protéger</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>protégé</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>stab</source>
        <translation>poignarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>poignardé</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>Tueur fou</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>séduire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>passé la nuit avec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>séduit</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>garder</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>gardé</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>bloquer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>Bouffon</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>faire feu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>visé</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>comparer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>comparé</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-10"/>
        <source>vote</source>
        <translation>voter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>accuser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>accusé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>proposer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>proposé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>appuyer l&apos;accusation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted for</source>
        <translation>désigné par le vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuser</source>
        <translation>l&apos;accusateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>l&apos;accusé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>charge</source>
        <translation>mise en accusation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>condamnation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>emprisonnement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>départ de tous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>finir la nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>finir le jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>compter les voix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>faire la vérification du Parrain</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>recevoir une faute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>recevoir une faute technique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>recevoir une exclusion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>abandonner</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>La partie est terminée (vainqueur&#xa0;: {team}). Plus aucune saisie n&apos;est acceptée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>Aucun joueur nommé «&#xa0;{name}&#xa0;» à cette table. Les joueurs sont&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>{name} n&apos;est plus en jeu et ne peut pas {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>{name} n&apos;est plus en jeu et ne peut pas voter. Les vivants qui peuvent voter&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>{name} a passé la nuit avec l&apos;Amante et ne vote pas aujourd&apos;hui. Peuvent voter&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>{name} n&apos;est plus en jeu&#xa0;: ce joueur ne peut pas être {role}. Joueurs en jeu&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>C&apos;est le jour {number}&#xa0;: «&#xa0;{act}&#xa0;» est une action de nuit. Pour l&apos;instant, la table peut&#xa0;: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>C&apos;est la nuit {number}&#xa0;: «&#xa0;{act}&#xa0;» est une action de jour. Pour l&apos;instant, la table peut&#xa0;: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>La nuit {number} est la nuit de présentation&#xa0;: personne n&apos;agit et personne n&apos;est tué. Saisissez end_night pour commencer le jour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>{name} ne peut pas {role} cette nuit&#xa0;: seul le rôle «&#xa0;{who}&#xa0;» le peut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>{name} a déjà {done} {target} cette nuit&#xa0;; un seul choix par nuit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>{name} ne peut pas se choisir comme cible pour {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>Avec ces règles, {name} ne peut pas se protéger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name} a déjà {done} quelqu&apos;un&#xa0;: c&apos;est une fois par partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>Pour {role}, {name} désigne {count} joueurs différents.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>{name} vient de mourir et doit d&apos;abord désigner qui emmener, ou personne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>Personne n&apos;emmène personne pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>{name}&#xa0;: sa carte ne le permet pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>{name} a {done} {target} la nuit dernière&#xa0;: on ne peut pas {role} le même joueur deux nuits de suite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>La mafia n&apos;a pas encore choisi de victime, et ces règles ne lui permettent pas de renoncer au meurtre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>Le jour {number} est réservé à la discussion&#xa0;: pas de vote aujourd&apos;hui. Saisissez end_day pour commencer la nuit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>Un vote est en cours ({motion}&#xa0;: {target})&#xa0;: saisissez d&apos;abord les voix «&#xa0;pour&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>Aucun vote n&apos;est en cours. Pour l&apos;instant, la table peut&#xa0;: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>Ces règles n&apos;ont pas d&apos;action «&#xa0;{act}&#xa0;» le jour. Pour l&apos;instant, la table peut&#xa0;: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>{name} a déjà proposé {target} aujourd&apos;hui&#xa0;; chaque joueur ne propose qu&apos;une fois par jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>{target} figure déjà parmi les candidats du jour. Candidats&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>{target}&#xa0;: acquittement aujourd&apos;hui, pas de nouvelle accusation avant demain.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>Aucune accusation n&apos;attend d&apos;être appuyée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>Il ne reste que deux joueurs&#xa0;: personne ne peut appuyer une accusation. Terminez le jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>{name} ne peut pas appuyer l&apos;accusation&#xa0;: ce joueur en est {party}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>Ces règles ne demandent pas d&apos;appui&#xa0;: l&apos;accusation passe directement au vote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>{name} ne peut pas voter sur son propre cas ({motion}). Votants&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>{name} a levé la main plus d&apos;une fois&#xa0;; chaque joueur n&apos;a qu&apos;une main.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} ne fait pas partie des candidats de ce vote. Les candidats sont&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>Personne n&apos;est proposé&#xa0;: il n&apos;y a rien à voter. Proposez quelqu&apos;un ou terminez le jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>La table vote maintenant par décompte, une main par joueur. Candidats&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>La table vote maintenant pour ou contre {target}&#xa0;: saisissez les voix «&#xa0;pour&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>Candidats&#xa0;: {allowed}. La ville doit voter sur eux avant la fin du jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>Un vote est en cours ({motion}&#xa0;: {target})&#xa0;: terminez-le avant la fin du jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>Avec ces règles, le jour dure jusqu&apos;à ce que quelqu&apos;un soit éliminé par le vote&#xa0;; activez le tirage au sort en fin de temps pour finir un jour sans mort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>Aucun décompte en cours. Pour l&apos;instant, la table peut&#xa0;: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>Ces règles ne comptent pas les points&#xa0;: pas de «&#xa0;{act}&#xa0;». Activez le comptage du club pour noter fautes et points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>Les points supplémentaires doivent être un nombre autre que 0, au plus {most} dans un sens ou dans l&apos;autre&#xa0;; {points} ne convient pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>Les points supplémentaires demandent un motif du meneur, de {most} caractères au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>{name} a déjà fait son meilleur coup&#xa0;; il ne se fait qu&apos;une fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>{name} ne peut pas faire le meilleur coup maintenant&#xa0;: seul le premier joueur tué la nuit ({maker}) le peut, dans ses derniers mots.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>Pour le meilleur coup, {name} désigne {count} joueurs vivants différents parmi&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>Ces règles ne prévoient pas de fautes techniques&#xa0;; indiquez combien entraînent l&apos;exclusion pour pouvoir en donner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>Une exclusion demande un motif du meneur, de {most} caractères au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>L&apos;ordre de tir se donne une seule fois, la nuit de présentation, par le Parrain, pendant que la mafia se réunit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>Seul le Parrain donne l&apos;ordre de tir&#xa0;; {name} n&apos;est pas le Parrain.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>L&apos;ordre de tir désigne de un à {most} joueurs différents parmi&#xa0;: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>Le premier jour, on ne vote pas sur un candidat unique ({name})&#xa0;: terminez le jour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>Les règles {preset} sont prévues pour exactement {low} joueurs&#xa0;; cette table en compte {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>Les règles {preset} sont prévues pour {low} à {high} joueurs&#xa0;; cette table en compte {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>Les règles {preset} n&apos;ont pas de rôle «&#xa0;{which}&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>un nombre ne peut pas être négatif ({which}&#xa0;: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>{special} rôles spéciaux, c&apos;est trop pour {players} joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>le minimum de joueurs ({low}) dépasse le maximum ({high})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>les rôles doivent inclure le rôle «&#xa0;{which}&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>la nuit doit appeler le rôle «&#xa0;{which}&#xa0;», puisqu&apos;il fait partie des rôles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>un carambolage en cas d&apos;égalité exige que le jour vote par décompte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>personne n&apos;est de la mafia&#xa0;: la ville a donc déjà gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>avec {mafia} mafieux et {town} citoyens, la mafia a déjà gagné</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-546"/>
        <source>Civilian</source>
        <translation>Citoyen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>Parrain</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Detective</source>
        <translation>Détective</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Commissaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Shérif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ange</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Doctor</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Archange</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Tueur fou</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>Amante</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Garde du corps</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>Immortel</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>Voyou</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>Loup-garou</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>Bouffon</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>Maréchal</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>Journaliste</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>Citoyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>Citoyens</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>Parrain</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Detective</source>
        <translation>Détective</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Commissaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Shérif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ange</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Doctor</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Archange</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Tueur fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>Tueurs fous</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Lover</source>
        <translation>Amante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lovers</source>
        <translation>Amantes</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Garde du corps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>Gardes du corps</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>Immortel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>Immortels</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>Voyou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>Voyous</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>Loup-garou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>Loups-garous</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>Bouffon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>Bouffons</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>Maires</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kamikazes</source>
        <translation>Kamikazes</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Marshal</source>
        <translation>Maréchal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>Maréchaux</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>Journaliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>Journalistes</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>Mafia (tire avec la mafia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>Joue seul et gagne seul, comme le Tueur fou</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>Le fichier dépasse %1 octets&#xa0;; un pack de rôles n&apos;est jamais aussi gros.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>Le fichier a plus de %1 niveaux d&apos;imbrication&#xa0;; un pack de rôles, jamais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>Le fichier n&apos;est pas un document JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>Le fichier n&apos;est pas un pack de rôles (*.mafia-roles.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>Ce pack a été écrit par une version plus récente de l&apos;application (version %1)&#xa0;; celle-ci lit la version %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>Cette application ne lit pas la version «&#xa0;%1&#xa0;» de pack.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie d&apos;un pack de rôles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>«&#xa0;%1&#xa0;» est manquant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas le bon type de valeur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>«&#xa0;%1&#xa0;» dépasse %2 caractères.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>«&#xa0;%1&#xa0;» doit tenir sur une ligne de texte visible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>L&apos;identifiant «&#xa0;%1&#xa0;» doit commencer par une lettre latine minuscule et ne contenir que des lettres latines minuscules, des chiffres et _ (24 au plus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>Le pack ne contient aucun rôle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>Le pack contient %1 rôles&#xa0;; un pack en contient %2 au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>L&apos;identifiant «&#xa0;%1&#xa0;» est donné à deux rôles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>L&apos;identifiant «&#xa0;%1&#xa0;» est déjà pris par un rôle, une action ou un événement de l&apos;application.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un camp&#xa0;: town (ville), mafia ou alone (seul).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une action de nuit qu&apos;un rôle de pack peut avoir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas quelque chose que cette action de nuit peut trouver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un choix valable pour dire si un rôle peut se choisir lui-même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>Le nombre d&apos;exemplaires distribuables doit aller de 1 à %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un des emblèmes de l&apos;application.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code de langue (comme en ou ru).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>Un rôle a des textes dans %1 langues au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>Un rôle doit avoir un nom et une description en anglais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>Le nom «&#xa0;%1&#xa0;» est donné à deux rôles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>«&#xa0;%1&#xa0;» est le nom de l&apos;un des rôles de l&apos;application.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>Rôle %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>Nouveau rôle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>Modifier le rôle</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>Nom et description du rôle</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>Pluriel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>Ce que fait le rôle (la ligne de sa carte)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>Comment joue le rôle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>Identifiant dans les fichiers de partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>Action de nuit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>Ce que trouve la vérification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>Une fois par partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>Jamais le même joueur deux nuits de suite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>Peut se choisir lui-même, si les règles maison le permettent au médecin</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>autant que la distribution en donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>Au plus par distribution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>Emblème</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>rôle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>Vos propres rôles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>Créez des rôles à partir de ceux que l&apos;application sait jouer&#xa0;: un camp, une action de nuit et ses limites, ainsi que le nom et la description du rôle dans chaque langue. Une fois enregistrés, ils sont proposés dans les règles maison de la préparation.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>Vos rôles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>Importer un pack…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>Exporter en pack…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>Impossible de lire les rôles conservés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>Nos rôles</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>Packs de rôles (*.mafia-roles.json);;Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>Importer un pack de rôles</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>Le pack n&apos;a pas été importé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>%1 importé&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>Exporter les rôles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>Les morts ne participent plus&#xa0;: ils ne votent pas, ne parlent pas, n&apos;agissent pas et ne comptent dans aucune majorité.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>La carte d&apos;un joueur mort reste secrète, sauf si ces règles la font retourner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>Le rôle d&apos;un joueur vivant n&apos;apparaît jamais sur l&apos;écran commun&#xa0;: seul ce joueur le voit, sur l&apos;écran privé, ou le meneur, qui le révèle délibérément.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>Le résultat d&apos;une vérification n&apos;est donné qu&apos;au joueur qui l&apos;a faite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>«&#xa0;La ville&#xa0;», dans les conditions de victoire, désigne tous ceux qui ne sont pas de la mafia, rôles spéciaux compris.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>comptés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>non comptés</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>Rôles en jeu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>La distribution conseillée, selon le nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>Les rôles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says</source>
        <translation>Sa carte dit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>Carte à jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>Le jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>La nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>Règles maison en vigueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>Aucune&#xa0;: ce sont les règles d&apos;origine de ce jeu de règles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>Ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>Dans chaque partie</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>Règles et rôles</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>Afficher sur l&apos;autre écran</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+351"/>
        <source>the mafia choose a victim together</source>
        <translation>la mafia choisit ensemble une victime</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>le rôle {title} vérifie un joueur</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>le rôle {title} cherche qui est {found}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>le rôle {title} protège un joueur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>le rôle {title} tue un joueur en solitaire</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>le rôle {title} passe la nuit avec un joueur (jamais le même deux nuits de suite), qui ne peut pas être tué cette nuit-là et ne vote pas le lendemain</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>le rôle {title} garde un joueur et meurt à sa place si ce joueur est attaqué</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>{role}&#xa0;: joue en solitaire et gagne quand il ne reste plus qu&apos;un autre joueur&#xa0;; la ville doit aussi l&apos;éliminer, et la mafia ne peut pas gagner tant que ce rôle est en jeu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>{role}&#xa0;: joue en solitaire et gagne quand il ne reste plus qu&apos;un autre joueur.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-365"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>Le Tueur fou joue en solitaire&#xa0;: il gagne quand il ne reste plus qu&apos;un autre joueur&#xa0;; la ville doit aussi l&apos;éliminer, et la mafia ne peut pas gagner tant qu&apos;il est en vie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>Le Tueur fou joue en solitaire&#xa0;: il gagne quand il ne reste plus qu&apos;un autre joueur.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>{title}&#xa0;: ne peut pas être tué la nuit&#xa0;; seuls le vote ou les fautes l&apos;éliminent.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>le rôle {title} bloque un joueur, dont les actions de cette nuit ne comptent pas</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>La première fois que le tir de la mafia devrait tuer le rôle {title}, ce joueur survit et rejoint la mafia&#xa0;: dès la nuit suivante, il tire avec elle, et les vérifications le trouvent mafieux.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>Le Bouffon joue pour lui-même&#xa0;: si le vote du jour l&apos;élimine, il gagne seul, aussitôt&#xa0;; tué la nuit, il est simplement éliminé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>Le jour, le rôle {title} peut montrer sa carte une fois&#xa0;: dès lors, sa main compte double à chaque vote, tandis que les voix nécessaires restent comptées en joueurs.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>Quand le rôle {title} meurt par le vote ou la nuit, ce joueur peut aussitôt emmener avec lui un joueur vivant, ou épargner tout le monde&#xa0;; exclu pour fautes, il n&apos;emmène personne.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>le rôle {title} fait feu sur un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>fait feu sur un joueur</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>le rôle {title} compare deux joueurs et apprend s&apos;ils jouent dans le même camp</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-273"/>
        <source>Exactly {n} players.</source>
        <translation>Exactement {n} joueurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>De {lo} à {hi} joueurs.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-25"/>
        <source>Day: {part}</source>
        <translation>Jour&#xa0;: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>Nuit&#xa0;: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>Fin&#xa0;: {part}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>Distribution pour {n}&#xa0;: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>Peuvent aussi être distribués&#xa0;: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>Le jour 1 est réservé à la discussion, sans vote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>La partie commence par un jour avec vote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>Les prises de parole suivent l&apos;ordre des places&#xa0;: le jour 1 commence par la place 1, le jour 2 par la place 2, et ainsi de suite.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>Limites de temps&#xa0;: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Une accusation doit être appuyée&#xa0;; viennent ensuite un vote de mise en accusation, les derniers mots et un vote d&apos;exécution.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>Une accusation doit être appuyée&#xa0;; viennent ensuite une défense et un vote de condamnation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Chacun peut accuser un joueur&#xa0;; viennent ensuite un vote de mise en accusation, les derniers mots et un vote d&apos;exécution.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>Chacun peut accuser un joueur&#xa0;; viennent ensuite une défense et un vote de condamnation.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>Un vote est adopté avec plus de la moitié des vivants.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>Un vote est adopté avec plus de la moitié des vivants, l&apos;accusé ne votant pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>Un joueur acquitté est à l&apos;abri jusqu&apos;au lendemain.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>Le jour se termine dès qu&apos;un joueur est éliminé par le vote&#xa0;; quand le temps est écoulé, le sort désigne un joueur qui meurt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>Le jour se termine dès qu&apos;un joueur est éliminé par le vote, ou sans élimination quand plus personne n&apos;accuse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>Le jour dure jusqu&apos;à ce qu&apos;un joueur soit éliminé par le vote.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>Chaque joueur peut proposer un autre joueur par jour&#xa0;; puis chacun vote une fois, pour l&apos;un des candidats.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>Chacun lève la main une fois, pour un joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>Le joueur qui a le plus de voix est éliminé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>Le joueur en tête se défend et repasse au vote&#xa0;: il faut plus de la moitié des vivants pour l&apos;emprisonner.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>Le joueur en tête se défend et repasse au vote&#xa0;: il faut plus de la moitié des vivants, sans compter ce joueur, pour l&apos;emprisonner.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>Une égalité n&apos;élimine personne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>Égalité&#xa0;: les ex aequo se défendent et l&apos;on revote entre eux&#xa0;; nouvelle égalité, personne ne part.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>Une égalité est un carambolage&#xa0;: les ex aequo se défendent et l&apos;on revote entre eux&#xa0;; nouvelle égalité, tout le monde vote sur «&#xa0;faut-il tous les éliminer&#xa0;?&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>Si personne n&apos;est proposé, le jour se termine sans vote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>Le jour ne peut pas se terminer tant que personne n&apos;est proposé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>Le premier jour, on ne vote pas sur un candidat unique&#xa0;: le jour se termine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>Le jour peut se terminer sans vote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>Le jour ne peut pas se terminer sans vote.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{m} min</source>
        <translation>{m} min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{m} min {s} s</source>
        <translation>{m} min {s} s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>speech {time}</source>
        <translation>prise de parole {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>discussion {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>défense {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>derniers mots {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>derniers mots après un meurtre de nuit {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>{time} pour la journée, avec un avertissement {warning} avant la fin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>{time} pour la journée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>D&apos;abord une nuit de présentation&#xa0;: la mafia ouvre les yeux et se réunit&#xa0;; personne n&apos;est tué.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>D&apos;abord une nuit calme&#xa0;: personne n&apos;est tué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>Cette nuit-là, le rôle {title} rencontre aussi le meneur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>Cette nuit-là, rencontrent aussi le meneur&#xa0;: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>La partie commence par une nuit, et dès la première nuit la mafia tue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>Les mafieux ne se connaissent pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>Les mafieux se connaissent dès le début.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}, puis {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>Ensuite, chaque nuit&#xa0;: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>Chaque nuit&#xa0;: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>La mafia peut aussi ne choisir personne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>La mafia doit choisir une victime.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>la mafia tire (plus de la moitié doit être d&apos;accord)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>la mafia tire (tous doivent être d&apos;accord)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {title} may protect themself.</source>
        <translation>Le rôle {title} peut se protéger lui-même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>Le rôle {title} ne peut pas se protéger lui-même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>Le rôle {title} peut se protéger lui-même, mais jamais le même joueur deux nuits de suite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>Le rôle {title} ne peut protéger ni lui-même, ni le même joueur deux nuits de suite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>Si le rôle {title} sauve la victime, le matin l&apos;annonce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>Si le rôle {title} sauve la victime, le matin annonce seulement que personne n&apos;est mort.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>La ville gagne quand tous les mafieux sont éliminés&#xa0;; la mafia gagne quand elle est plus nombreuse que les autres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>La ville gagne quand tous les mafieux sont éliminés&#xa0;; la mafia gagne quand elle est au moins aussi nombreuse que les autres.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>La ville gagne quand tous les mafieux et le rôle {others} sont éliminés&#xa0;; la mafia gagne quand elle est plus nombreuse que les autres, une fois le rôle {others} éliminé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>La ville gagne quand tous les mafieux et le rôle {others} sont éliminés&#xa0;; la mafia gagne quand elle est au moins aussi nombreuse que les autres, une fois le rôle {others} éliminé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>La carte d&apos;un joueur mort reste cachée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>Un joueur éliminé par le vote montre sa carte&#xa0;; les autres cartes restent cachées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>La carte de chaque joueur mort est retournée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Le meneur donne les fautes&#xa0;: la troisième réduit de moitié la prochaine prise de parole du joueur, la quatrième l&apos;exclut aussitôt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Le meneur donne les fautes&#xa0;: la troisième coûte au joueur sa prochaine prise de parole, la quatrième l&apos;exclut aussitôt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>Les fautes techniques sont comptées à part&#xa0;: {count} entraînent l&apos;exclusion.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>Le premier joueur abattu la nuit désigne trois joueurs dans ses derniers mots&#xa0;: c&apos;est le meilleur coup.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>Points&#xa0;: {win} pour chaque joueur du camp gagnant, {two} ou {three} pour un meilleur coup désignant deux ou trois mafieux, {fouls} pour une exclusion pour fautes, plus les points supplémentaires du meneur.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop — programme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>Programme du tournoi</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>Au repos&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>Cercle des places</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>Classement de la série</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>Lecture des parties…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>Le classement, le graphique de cote et les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>Graphique de cote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>Statistiques des joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Par rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>Abattu la première nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>Vérifications réussies / faites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Meilleurs coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafieux désignés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fautes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>Issue des parties</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs&apos; statistics</source>
        <translation>Statistiques des paires</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+97"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>Ensemble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>Gagnées ensemble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>Gagnées par le premier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>Gagnées par le second</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any or none</source>
        <translation>Tous ou aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>Aucune partie terminée pour l&apos;instant&#xa0;: le classement se remplit à mesure que les parties s&apos;achèvent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>Aucune partie terminée dans cette sélection.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>Cote de %1, partie après partie</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>en vie à la fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>tué la nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>éliminé au vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>éliminé à la limite de temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>exclu pour fautes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>exclu pour fautes techniques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>exclu par le meneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>a quitté la partie</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>L&apos;imprimante n&apos;a pas démarré&#xa0;; rien n&apos;a été imprimé.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>Les voix du système</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Narrator&apos;s voice for</source>
        <translation>Voix du narrateur pour</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>Voix&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hear it</source>
        <translation>Écouter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>Écouter&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> words a minute</source>
        <translation> mots/min</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Narrator&apos;s volume</source>
        <translation>Volume du narrateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>Couper le narrateur (les sous-titres restent)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>Ambiance de nuit&#xa0;: un léger souffle qui couvre le bruissement des mains</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>Volume de l&apos;ambiance de nuit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>Pause après chaque place appelée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>Téléphones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>Le réseau par lequel les téléphones des joueurs rejoignent l&apos;ordinateur&#xa0;: le Wi-Fi de la salle ou le point d&apos;accès de l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>La plus claire des voix installées</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+51"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>Cartes, narrateur et écrans</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How players learn their cards</source>
        <translation>Comment les joueurs découvrent leur carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>L&apos;application distribue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical or printed cards</source>
        <translation>Cartes réelles ou imprimées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>L&apos;application distribue et imprime des cartes pliées</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>Les joueurs peuvent utiliser leur téléphone</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Narrator, with captions</source>
        <translation>Narrateur, avec sous-titres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>Langue du narrateur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>Personne au clavier&#xa0;: chaque rôle</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="+146"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on another screen</source>
        <translation>Afficher la table sur un autre écran</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>L&apos;ordinateur fait un tour de table&#xa0;: chaque joueur maintient le bouton pour voir sa carte, puis l&apos;ordinateur revient au meneur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>Chaque joueur maintient le bouton pour voir sa carte sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>Le meneur distribue un jeu réel ou imprimé, puis touche chaque place et sa carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>Chaque joueur saisit la sienne sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>Pliez chaque carte et remettez-la au joueur dont le nom y figure&#xa0;; la partie commence aussitôt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>Avec un meneur seulement&#xa0;: personne d&apos;autre ne doit imprimer toutes les cartes.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>Les téléphones se connectent par un code QR affiché lors de la distribution, sur le même Wi-Fi ou le point d&apos;accès de l&apos;ordinateur&#xa0;; rien à installer. Les joueurs sans téléphone jouent sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>Seulement quand l&apos;application distribue&#xa0;: le code de chaque joueur s&apos;affiche à côté de sa carte.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>Un meneur à l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>L&apos;un de vous anime la partie depuis la console et ne joue pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>L&apos;ordinateur passe de main en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>Tout le monde joue&#xa0;: la nuit, chaque joueur, seul avec l&apos;ordinateur, fait son choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>L&apos;ordinateur au milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>Tout le monde joue&#xa0;: chaque rôle se réveille à son tour pour s&apos;en servir pendant que les autres dorment.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>Comment allez-vous jouer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>Joueurs, dans l&apos;ordre des places</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>Nom d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>Joueurs dans l&apos;ordre des places</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>Tirer les places au sort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>Annuler le tirage</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>Placer les joueurs au hasard (un tour de tournoi)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>Les places ont été tirées au sort.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>problème</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>Club ou table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>Meneur de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>Série (une soirée, une saison)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>Partie de club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1&#xa0;: pas plus de %2 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1&#xa0;: pas de sauts de ligne ni de tabulations.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1&#xa0;: pas de caractères invisibles ni de caractères de sens d&apos;écriture.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>Protocole et série</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>Afficher le protocole et la série</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>Numéro de la partie dans la soirée</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>Type de partie</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>Partie de tournoi&#xa0;: tour %1, table %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>Date&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-97"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>Afficher les règles maison</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>Rôles en jeu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>Rôles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>Vos propres rôles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>Pas de points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>Points maison</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Back to the preset</source>
        <translation>Revenir aux règles d&apos;origine</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Changed from the preset</source>
        <translation>Modifié par rapport aux règles d&apos;origine</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>La distribution</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>Distribution conseillée</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>Places&#xa0;: glissez pour réordonner, ou Alt+flèches</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>Choisissez d&apos;abord, en haut, comment vous jouez.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>Ces règles sont prévues pour exactement %1 joueurs&#xa0;; vous êtes %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>Ces règles sont prévues pour %1 à %2 joueurs&#xa0;; vous êtes %3.</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>Démarrer quand même</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>Choisir un autre dossier…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>Un dossier pour les parties et les paramètres de cette session</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>Lecture seule&#xa0;: rien de ce que vous jouez n&apos;est enregistré. Pour garder une partie, enregistrez-en une copie ailleurs (Partie, Enregistrer une copie sous…, Ctrl+Maj+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+309"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>processus %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its lock file: %1</source>
        <translation>Son fichier de verrou&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop tourne déjà avec ce dossier de données (processus %1) mais ne répond pas. Fermez-le, ou terminez ce processus, puis relancez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop tourne déjà avec ce dossier de données (processus %1), mais ce lancement ne peut pas joindre sa fenêtre&#xa0;: il n&apos;existe aucun dossier réservé à votre seul usage par lequel les deux pourraient communiquer (XDG_RUNTIME_DIR n&apos;est pas défini ou n&apos;est pas privé, et aucun dossier privé ne peut être créé dans %2). Passez vous-même à cette fenêtre, ou fermez-la et relancez.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>Le fichier de verrou %1 ne peut pas être écrit&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>Le fichier de verrou %1 désigne %2, qui ne tourne plus&#xa0;: l&apos;application qui l&apos;a créé s&apos;est arrêtée sans le supprimer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>Le fichier de verrou %1 désigne %2, qui n&apos;est pas Mafia Desktop&#xa0;: l&apos;application qui l&apos;a créé s&apos;est sans doute arrêtée sans le supprimer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>Le fichier de verrou %1 est illisible&#xa0;: ce lancement ne peut donc pas savoir si un autre Mafia Desktop utilise ce dossier de données.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>Le fichier de verrou %1 a été créé sur un autre ordinateur (%2), qui utilise peut-être encore ce dossier de données.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>Le fichier de verrou %1 désigne %2, qui tourne encore&#xa0;; ce système ne peut pas savoir s&apos;il s&apos;agit de Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>Le fichier de verrou %1 désigne %2&#xa0;; ce système ne peut savoir ni s&apos;il tourne encore, ni s&apos;il s&apos;agit de Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>Rien ne peut être écrit dans le dossier de données %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>Vous pouvez ouvrir l&apos;application en lecture seule (rien de ce que vous jouez n&apos;est enregistré), ou choisir un autre dossier pour les parties et les paramètres de cette session.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>Les parties ne pourront pas non plus y être enregistrées tant que ce n&apos;est pas réparé&#xa0;: vous pouvez démarrer quand même et jouer, ou choisir un autre dossier pour les parties et les paramètres de cette session.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>Si Mafia Desktop ne tourne pas là-bas, démarrez quand même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>Si aucune autre fenêtre de Mafia Desktop n&apos;est ouverte, démarrez quand même.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>Aucun moteur de synthèse vocale n&apos;a pu démarrer ({reason}). Le narrateur affiche ses répliques en sous-titres, avec les carillons. Sous Linux, la voix nécessite Festival ou espeak-ng&#xa0;: installez-les (par exemple&#xa0;: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) et relancez l&apos;application.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>Impossible de lire {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>Impossible d&apos;ouvrir {path}&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>{file} n&apos;est pas un fichier de partie que cette application peut ouvrir&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>{file} est introuvable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} Il a été mis de côté sous le nom {aside}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>Impossible de lire {path}&#xa0;: ce n&apos;est pas un fichier ordinaire (un dossier, un tube ou un périphérique).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: c&apos;est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: c&apos;est un périphérique, pas un fichier&#xa0;; rien n&apos;y a été écrit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: c&apos;est un tube (FIFO), pas un fichier&#xa0;; rien n&apos;y a été écrit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: c&apos;est un socket, pas un fichier&#xa0;; rien n&apos;y a été écrit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>La copie saine précédente de {file} a été ouverte à la place (saisies qu&apos;elle contient&#xa0;: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (libérez de l&apos;espace sur ce disque)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (libérez de l&apos;espace&#xa0;: le quota disque est atteint)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (le disque est en lecture seule&#xa0;: enregistrez une copie ailleurs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (vérifiez les droits du dossier, ou enregistrez une copie ailleurs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} est un fichier là où il faudrait un dossier)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (une partie du chemin est un fichier là où il faudrait un dossier)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>Aucun téléphone n&apos;a été associé pour cette partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>Les téléphones associés à une autre partie ne le sont plus&#xa0;: associez-les de nouveau pour celle-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>{file} n&apos;est pas une liste de téléphones associés que cette application peut lire ({reason})&#xa0;: associez de nouveau les téléphones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>{file} a été écrit par une autre version de l&apos;application&#xa0;: associez de nouveau les téléphones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>{file} est un lien, pas un fichier de cette application&#xa0;: il n&apos;a pas été suivi&#xa0;; associez de nouveau les téléphones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>{file} a pu être lu par un autre compte, ses clés ne sont donc plus secrètes&#xa0;: associez de nouveau les téléphones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} Associez de nouveau les téléphones.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>La base de données des séries {path} est inutilisable&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>La base de données des séries {path} est utilisée par un autre programme (un autre Mafia Desktop, peut-être). Fermez-le et réessayez.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} n&apos;est pas un tournoi que cette application peut ouvrir&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>Impossible de supprimer {path}&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>Passer au minuteur suivant</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the speech</source>
        <translation>Finir la prise de parole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>Finir cette prise de parole&#xa0;: minuteur suivant</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>Le narrateur se prépare…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>Annuler la dernière saisie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>Journal public</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>La même table, les mêmes règles et rôles, avec une nouvelle distribution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>La mafia n&apos;a pas choisi de victime&#xa0;: elle se réveille de nouveau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>La mafia n&apos;a pas choisi de victime&#xa0;: un tour de plus, pour tout le monde.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+51"/>
        <source>Waiting for the phones of: %1</source>
        <translation>En attente des téléphones de&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>Sous-titre du narrateur</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>Pas de réseau pour les téléphones&#xa0;: rejoignez le Wi-Fi de la salle ou activez le point d&apos;accès de l&apos;ordinateur, puis choisissez-le dans les Paramètres. En attendant, tout le monde joue sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop — %1</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 La partie continue en mémoire et chaque coup suivant tente de nouveau l&apos;enregistrement&#xa0;; une copie peut être enregistrée depuis le menu Partie.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>Ce choix n&apos;est pas possible maintenant. Réessayez, ou passez au rôle suivant.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-24"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>Appuyez d&apos;abord sur un bouton (qui accuse, le vote…), puis touchez les joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>Appuyez d&apos;abord sur un bouton (qui propose, le vote…), puis touchez les joueurs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1&#xa0;: ce choix n&apos;est pas possible ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>Ce geste n&apos;est pas un tir permis par les règles (un tir chacun, jamais sur soi-même).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>Une main chacun&#xa0;: %1 déplace sa voix (%2 → %3).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 joue désormais sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>Ces règles ne comptent pas les fautes (le comptage du club est désactivé dans la préparation).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 n&apos;est plus en jeu&#xa0;: pas de faute.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 n&apos;est plus en jeu&#xa0;: seul un joueur vivant peut revoir sa carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>Touchez trois joueurs pour le meilleur coup&#xa0;: %1 pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>Troisième faute pour %1&#xa0;: sa prochaine prise de parole est réduite de moitié. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>Troisième faute pour %1&#xa0;: sa prise de parole d&apos;aujourd&apos;hui est perdue. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>Troisième faute pour %1&#xa0;: sa prochaine prise de parole est perdue. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>Quatrième faute pour %1, qui quitte la partie. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>Faute %2 sur 4 pour %1. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>Cette décision du meneur est impossible pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 n&apos;est déjà plus en jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>Une exclusion demande un motif, de %1 caractères au plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>L&apos;ordre de tir désigne d&apos;un à trois joueurs différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>Ordre de tir noté&#xa0;: %1. Annuler le retire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>Faute technique %2 sur %3 pour %1, qui quitte la partie. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>Faute technique %2 sur %3 pour %1. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>Exclusion de la partie&#xa0;: %1. Annuler la retire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>Abandon&#xa0;: %1. Annuler le retire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>Pas encore entendus&#xa0;: %1. Voter quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>Pas encore entendus&#xa0;: %1. Finir le jour quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>Exclure %1 de la partie&#xa0;? Sortie immédiate, sans derniers mots.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>%1 abandonne la partie&#xa0;? Sortie immédiate, sans derniers mots.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>Temps écoulé&#xa0;: un joueur vivant tiré au sort va mourir. Continuer&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>Recommencer cette nuit&#xa0;? Tous les choix faits cette nuit sont annulés, et les tours reprennent au premier joueur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>Revenir au jour qui précède cette nuit&#xa0;? Tous les choix faits cette nuit-là sont annulés&#xa0;: prévenez la table, et rejouez la nuit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>le dernier choix de la nuit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>Annuler %1&#xa0;? Cela a mis fin au jour&#xa0;: cette nuit est annulée, et le jour continue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>Annuler %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>l&apos;accusation&#xa0;: {by} → {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>la proposition&#xa0;: {by} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>l&apos;appui à l&apos;accusation&#xa0;: {by}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>le décompte des voix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>la fin du jour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>le matin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>la dernière saisie</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-97"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-409"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>Mafia, réveillez-vous&#xa0;: touchez la victime choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>Mafia&#xa0;: sur qui tirez-vous cette nuit&#xa0;? Chacun tire de son côté&#xa0;; «&#xa0;Personne&#xa0;» est aussi un choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} shot at {target}</source>
        <translation>{by} a tiré sur {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>Mafia&#xa0;: qui la mafia tue-t-elle cette nuit&#xa0;? Votre choix remplace le précédent.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur désigné.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}&#xa0;: sur qui vous renseignez-vous cette nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by} a vérifié {target}&#xa0;: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+900"/>
        <source>mafia</source>
        <translation>mafia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not mafia</source>
        <translation>pas mafia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is mafia.</source>
        <translation>{target} est de la mafia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} n&apos;est pas de la mafia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}&#xa0;: qui est {finds}, selon vous&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} a vérifié {target} (recherche&#xa0;: {title})&#xa0;: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>found</source>
        <translation>trouvé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>non trouvé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is the {title}.</source>
        <translation>{target} est {title}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} n&apos;est pas {title}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur protégé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}&#xa0;: qui protégez-vous cette nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} protected {target}</source>
        <translation>{by} a protégé {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez la victime choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}&#xa0;: qui tuez-vous cette nuit&#xa0;? Vous agissez en solitaire&#xa0;; «&#xa0;Personne&#xa0;» est aussi un choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by} a poignardé {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur choisi pour la nuit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}&#xa0;: avec qui passez-vous la nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>{by} a passé la nuit avec {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>{player} ne vote pas aujourd&apos;hui</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur gardé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}&#xa0;: qui gardez-vous cette nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by} a gardé {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} a péri en gardant {player}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The town wins!</source>
        <translation>La ville gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>La mafia gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>Victoire&#xa0;: {role}&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>Le Tueur fou gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur bloqué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}&#xa0;: qui bloquez-vous cette nuit&#xa0;? Ses actions de cette nuit ne compteront pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by} a bloqué {target}</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>Le Bouffon gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez le joueur visé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}&#xa0;: sur qui faites-vous feu cette nuit&#xa0;? Une fois par partie, à la place de votre vérification.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by} a fait feu sur {target}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>{title}, réveillez-vous&#xa0;: touchez les deux joueurs comparés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}&#xa0;: quels deux joueurs comparez-vous cette nuit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by} a comparé {target}&#xa0;: {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>même camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>camps différents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} et {second} jouent dans le même camp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} et {second} jouent dans des camps différents.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1160"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>Jeunesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ange</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zero night</source>
        <translation>Nuit zéro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>Les règles d&apos;András Kuba, 1997</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>Un jeu de groupe de jeunes avec des cartes à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>Règles des clubs russes, dix places numérotées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>Les règles de Princeton, avec l&apos;Ange</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>personne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meeting night</source>
        <translation>Nuit de présentation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>Nuit {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Jour {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>mettre en accusation {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>exécuter {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>condamner {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>emprisonner {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>éliminer tous les ex aequo ({who})&#xa0;?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>La mafia se réunit, puis le rôle {title} rencontre le meneur. Personne n&apos;est tué cette nuit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>La mafia ouvre les yeux et se réunit. Personne n&apos;est tué cette nuit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>La ville dort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>Discussion&#xa0;: pas de vote le premier jour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>Discussion et accusations.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} accuse {suspect}. Quelqu&apos;un appuie&#xa0;?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>Vote de mise en accusation&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>Derniers mots, puis vote d&apos;exécution&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>Défense, puis vote de condamnation&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>Défense, puis nouveau vote d&apos;emprisonnement&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>Éliminer tous les ex aequo ({who})&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>Prises de parole et propositions. Candidats&#xa0;: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>Prises de parole et propositions.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>Discussion, puis chaque main vote une fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>Égalité&#xa0;: les ex aequo se défendent ({who}), puis on revote.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tap the player who nominates.</source>
        <translation>Touchez le joueur qui propose.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor}&#xa0;: touchez le joueur proposé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>Touchez le joueur qui accuse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor}&#xa0;: touchez le joueur accusé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who seconds.</source>
        <translation>Touchez le joueur qui appuie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player} emmène quelqu&apos;un&#xa0;: touchez le joueur désigné, ou Personne si tout le monde est épargné.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>Touchez le joueur qui montre la carte du Maire&#xa0;: l&apos;application la vérifie et prévient si ce n&apos;est pas la bonne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap every raised hand, then count.</source>
        <translation>Touchez chaque main levée, puis comptez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>Touchez le joueur soumis au vote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>Meilleur coup ({name})&#xa0;: touchez les trois joueurs désignés ({count} sur 3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>Vote pour {candidate}&#xa0;: touchez chaque main levée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>Laissez la présentation se faire, puis annoncez le matin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>Tout le monde a été appelé. Annoncez le matin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>Avec ces règles, la mafia doit choisir une victime&#xa0;: revenez à la mafia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>Mafia, yeux fermés&#xa0;: annoncez chaque place et touchez chaque joueur qui fait signe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>Mafia, yeux fermés&#xa0;: touchez chaque joueur qui fait signe à la place appelée. La liste avance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>La liste est en pause. Touchez chaque joueur qui fait signe à la place appelée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>La liste a été lue jusqu&apos;au bout et personne n&apos;a fait signe&#xa0;: pas de tir. Continuez, ou relancez la liste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} — {name}</source>
        <translation>Place {seat} — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the list</source>
        <translation>Fin de la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>Le rôle enquêteur se réveille&#xa0;: touchez le joueur désigné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>Le Parrain se réveille&#xa0;: touchez le joueur qu&apos;il désigne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>Le protecteur se réveille&#xa0;: touchez le joueur protégé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>Maintenez le bouton pour voir la réponse, puis appelez le rôle suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>Une fois les derniers mots dits, la nuit tombe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>Tout le monde voit qui est sorti, et sa carte&#xa0;; puis la nuit tombe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>Tout le monde voit qui est sorti&#xa0;; puis la nuit tombe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>Quelle carte&#xa0;? Touchez la place du joueur qui veut revoir sa carte.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>{title}, réveillez-vous&#xa0;: appuyez sur l&apos;action choisie cette nuit, puis touchez le joueur.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>Marqués&#xa0;: {names}. Touchez le joueur suivant désigné.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (une fois par partie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} ({count} fois par partie)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>Revoir une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>Accuser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>Appuyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>Carte du Maire</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <location line="-689"/>
        <source>Vote</source>
        <translation>Au vote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>Finir le jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>La nuit tombe</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>Temps écoulé&#xa0;: au sort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>Candidat suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>Candidat précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>Autre candidat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>Compter les voix</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>Matin</translation>
    </message>
    <message>
        <location line="-681"/>
        <source>Next seat</source>
        <translation>Place suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>Dernière place&#xa0;: terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>Lancer la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>Mettre la liste en pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>Reprendre la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>Rappeler cette place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>Reculer d&apos;une place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shot: go on</source>
        <translation>Pas de tir&#xa0;: continuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>Relancer la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>Rôle suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>Joueur suivant de ce rôle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>La nuit tombe&#xa0;: passez l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>Meilleur coup&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>Points supplémentaires…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>Saisir le meilleur coup ({count} sur 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} accuse {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} propose {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} appuie l&apos;accusation contre {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>Pas d&apos;appui&#xa0;: l&apos;accusation contre {target} tombe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>adopté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>rejeté</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>Éliminer tous les ex aequo ({who})&#xa0;? {yes} pour, {needed} nécessaires — {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>Vote «&#xa0;{motion}&#xa0;»&#xa0;: {yes} pour, {needed} nécessaires — {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>Voix&#xa0;: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>Égalité entre {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>{player}&#xa0;: acquittement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>{player}&#xa0;: victime de la nuit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>Temps écoulé&#xa0;: le sort désigne {player}, qui meurt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player}&#xa0;: exclusion sur quatrième faute, sans derniers mots</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player}&#xa0;: exclusion pour fautes techniques, sans derniers mots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player}&#xa0;: exclusion par le meneur, sans derniers mots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player} abandonne la partie et sort, sans derniers mots</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>{player}&#xa0;: élimination par le vote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>{player}&#xa0;: carte {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>Personne n&apos;est mort&#xa0;: {player} a survécu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>Personne n&apos;est mort&#xa0;: la victime a été sauvée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>Beau matin&#xa0;: personne n&apos;est mort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} emmène {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} épargne tout le monde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} montre la carte du Maire&#xa0;: sa main compte double</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player}&#xa0;: tir de la mafia, passage à la mafia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player}&#xa0;: attaque nocturne, sans dommage</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}&#xa0;: troisième faute, la prochaine prise de parole est réduite de moitié</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>Les prises de parole commencent par {first}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}&#xa0;: cette prise de parole est réduite de moitié (trois fautes)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}&#xa0;: faute technique {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>Un seul candidat le premier jour ({player})&#xa0;: pas de vote, la nuit tombe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>Ordre de tir du Parrain&#xa0;: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}&#xa0;: troisième faute, la prochaine prise de parole est perdue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}&#xa0;: faute {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player} perd cette prise de parole (trois fautes)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>Meilleur coup ({player})&#xa0;: {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>Meilleur coup ({player})&#xa0;: {named} (dont {mafia} mafieux)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>Points supplémentaires pour {player}&#xa0;: {points} ({reason})</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The {by}: {result}</source>
        <translation>{by}&#xa0;: {result}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {by}: {targets} — {result}</source>
        <translation>{by}&#xa0;: {targets} — {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {by}: mafia</source>
        <translation>{by}&#xa0;: mafia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}&#xa0;: pas mafia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>{by}&#xa0;: {title} trouvé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}&#xa0;: pas {title}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} speaks</source>
        <translation>{who} a la parole</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>Derniers mots&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>Défense&#xa0;: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Temps restant aujourd&apos;hui</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>un nom ne peut pas être vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>un nom compte au plus 24 caractères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>un nom ne peut pas contenir de sauts de ligne ni de tabulations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>ce nom ressemble à celui d&apos;un autre joueur (sans tenir compte des majuscules)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>un nom ne peut pas contenir de caractères invisibles ou de sens d&apos;écriture (largeur nulle, bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>un nom doit contenir au moins une lettre, un chiffre ou un signe visible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>Place {seat} ({name})&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>Tout le monde a vu sa carte. Rendez l&apos;ordinateur au meneur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>Merci. Remettez l&apos;ordinateur à sa place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>Tous les rôles ont été appelés&#xa0;: la nuit est finie. L&apos;ordinateur reste au milieu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>Les tours sur l&apos;ordinateur sont finis. La nuit attend les téléphones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>Tout le monde a joué son tour. Remettez l&apos;ordinateur au milieu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>Tout le monde a joué son tour. Rendez l&apos;ordinateur à la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>{role}, réveillez-vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>Passez l&apos;ordinateur à {who} (place {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>À vous&#xa0;: {who} (place {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>Touchez d&apos;abord une place, puis Confirmer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>Ce choix n&apos;est pas possible&#xa0;: choisissez un autre joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>Quelle carte avez-vous&#xa0;? Choisissez-la ci-dessous, puis Confirmer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are: {role}</source>
        <translation>Vous êtes&#xa0;: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other mafia:</source>
        <translation>Le reste de la mafia&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who do you suspect most?</source>
        <translation>Qui soupçonnez-vous le plus&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>À qui faites-vous le plus confiance&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>Qui a été le plus discret aujourd&apos;hui&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>Merci. Votre réponse est notée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>Choisissez ci-dessous ce que vous faites cette nuit&#xa0;; puis touchez le joueur et Confirmer. L&apos;étape se termine d&apos;elle-même quand son temps est écoulé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>Touchez le joueur choisi, puis Confirmer. L&apos;étape se termine d&apos;elle-même quand son temps est écoulé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You chose: {act}.</source>
        <translation>Votre choix&#xa0;: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>Choisis jusqu&apos;ici&#xa0;: {names}. Touchez le joueur suivant, puis Confirmer.</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>Vous désignez {count} joueurs&#xa0;: touchez le premier, puis Confirmer.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>Touchez le joueur choisi, puis Confirmer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>L&apos;étape se termine d&apos;elle-même quand son temps est écoulé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>Rendre au meneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>Vers la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>Vérifier les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More time</source>
        <translation>Plus de temps</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>{entered} × {card} saisis, mais {dealt} distribués</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>Chacun saisit de nouveau sa carte, en secret.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}&#xa0;: {entered} saisis, {dealt} distribués</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>Touchez une place pour changer sa carte.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>Pour l&apos;instant&#xa0;: {target} (selon {by}).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You learn nothing tonight.</source>
        <translation>Vous n&apos;apprenez rien cette nuit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{targets}: {result}.</source>
        <translation>{targets}&#xa0;: {result}.</translation>
    </message>
</context>
<context>
    <name>TournamentScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="-390"/>
        <source>Tournament games</source>
        <translation>Parties du tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+438"/>
        <location line="+29"/>
        <location line="+373"/>
        <location line="+7"/>
        <source>Tournaments</source>
        <extracomment>the tournaments and the games were read, and the screen filled *Start this game*: the tournament, the round and the table (1-based)</extracomment>
        <translation>Tournois</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>Nouveau tournoi…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>Le programme et le classement</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Points de meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fautes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>Commencer cette partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>Imprimer le programme…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>Lecture des tournois…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>Un fichier illisible</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>Aucun tournoi pour l&apos;instant&#xa0;: Nouveau tournoi… en crée un et place les joueurs.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>Joueurs&#xa0;: %1&#xa0;; tables&#xa0;: %2&#xa0;; tours&#xa0;: %3&#xa0;; parties jouées&#xa0;: %4 sur %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>Classé par&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>Supprimer le tournoi %1&#xa0;? Ses parties sont conservées.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>L&apos;imprimante n&apos;a pas démarré&#xa0;; rien n&apos;a été imprimé.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>La voix n&apos;a pas pu être téléchargée ({reason}). Rien n&apos;a été conservé&#xa0;; le narrateur continue avec les voix dont il dispose.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>Le téléchargement s&apos;est interrompu avant la fin ({reason}). Rien n&apos;a été conservé&#xa0;: réessayez avec une connexion plus stable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>Le fichier reçu n&apos;est pas la voix attendue (sa somme de contrôle diffère)&#xa0;: il a été supprimé et rien n&apos;a été installé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>Pas assez de place sur le disque&#xa0;: la voix a besoin de {megabytes}&#xa0;Mo libres dans {folder}. Rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>La voix n&apos;a pas pu être enregistrée dans {folder} ({reason}). Rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>Le téléchargement de la voix a été annulé. Rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>Cette copie de l&apos;application ne peut pas ouvrir de connexions sécurisées (HTTPS)&#xa0;: elle ne peut donc pas télécharger la voix. Placez vous-même les deux fichiers de la voix ({name}.onnx et {name}.onnx.json) dans {folder}.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>Télécharger la voix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>Téléchargement de la voix</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>Aucune voix Piper n&apos;est proposée pour cette langue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>Les voix neuronales de Piper nécessitent le paquet piper-tts (pip install piper-tts)&#xa0;; en attendant, le narrateur parle avec Festival ou espeak-ng.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>Les voix de Piper ne peuvent pas parler ici (%1)&#xa0;; le narrateur parle avec Festival ou espeak-ng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>La voix neuronale Piper&#xa0;%1 est installée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>Une voix neuronale plus claire&#xa0;: la voix Piper&#xa0;%1 (%2&#xa0;Mo), téléchargée depuis le projet Piper seulement si vous le demandez. L&apos;application fonctionne sans elle.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>Téléchargement de la voix Piper&#xa0;%1 (%2&#xa0;Mo)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>La voix neuronale Piper&#xa0;%1 est installée&#xa0;: le narrateur l&apos;utilise désormais.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
</context>
</TS>
