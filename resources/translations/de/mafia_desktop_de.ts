<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+68"/>
        <source>{heading}:</source>
        <translation>{heading}:</translation>
    </message>
    <message>
        <location line="+609"/>
        <source>usage:</source>
        <extracomment>The command line&apos;s usage and errors, as Python&apos;s argparse words them; {name}: what it puts in.</extracomment>
        <translation>Verwendung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>Unterbefehle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: Fehler: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>Argument {argument_name}: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>folgende Argumente sind erforderlich: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>unbekannte Argumente: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>ungültige Auswahl: {value} (möglich: {choices})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>ungültiger Wert ({type}): {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>mehrdeutige Option: {option} könnte {matches} sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>explizites Argument {value} ignoriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>unerwartete Option: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>nicht zusammen mit Argument {argument} erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>eines der Argumente {arguments} ist erforderlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>unbekannter Befehl {parser_name} (möglich: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+862"/>
        <source>town favoured</source>
        <translation>Vorteil: Stadt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mafia favoured</source>
        <translation>Vorteil: Mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>Vorteil: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>Vorteil: Serienmörder</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>Vorteil: Narr</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>Gewinnchance der Mafia je nach Zahl der Mafiosi: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>Gewinnchance der Mafia (Zufallsspiel) nach Zahl der Mafiosi</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>Keine Chancen: Mit dieser Verteilung kann das Spiel nicht beginnen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>Das Zufallsspiel wird nur ohne %1 exakt berechnet: Die Zahlen oben sind simuliert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>Zufallsspiel (jede Abstimmung und jeder Mord per Zufall): Mafia %1 %, Stadt %2 %. Echte Runden spielen besser als der Zufall.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>Informiertes Spiel (die Stadt nutzt, was ihre Überprüfungen ergeben): wird berechnet…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>Informiertes Spiel (die Stadt nutzt, was ihre Überprüfungen ergeben): Mafia %1 % ± %2, Stadt %3 % – %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1: %2%)</source>
        <translation>(%1: %2 %)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../../mafia_desktop/engine/cards.py" line="+64"/>
        <location line="+56"/>
        <source>Jack</source>
        <translation>Bube</translation>
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
        <translation>König</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="-30"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-224"/>
        <location line="+1"/>
        <source>black Joker</source>
        <translation>schwarzer Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>roter Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>leere Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ace of hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>Zahlenkarte (2–10)</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Jack or Queen</source>
        <translation>Bube oder Dame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King of hearts or diamonds</source>
        <translation>Herz- oder Karo-König</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>King of clubs or spades</source>
        <translation>Kreuz- oder Pik-König</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>Herz- oder Karo-Dame</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace of spades or clubs</source>
        <translation>Pik- oder Kreuz-Ass</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jack, black King or Queen</source>
        <translation>Bube, schwarzer König oder schwarze Dame</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>red card (2–9)</source>
        <translation>rote Karte (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>schwarze Karte (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>leere Karte mit der Aufschrift „{role}“</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} oder {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} aus dem anderen Kartenspiel</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>Fouls: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>Platz %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Das Partyspiel Mafia an einem Laptop leiten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>ein aufgezeichnetes Spiel am Tisch fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>Die App öffnen und das Spiel aus FILE am Tisch dort fortsetzen, wo es stehen geblieben ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>eine Spielaufzeichnung (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>eine Spielaufzeichnung nachspielen und ihren Ablauf als JSON ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>Eine Spielaufzeichnung ohne Fenster nachspielen und den Ablauf als JSON ausgeben. Exit-Status 0, wenn jede Eingabe angenommen wurde, sonst 2; 1, wenn der Ablauf nicht geschrieben werden kann (Standardausgabe geschlossen oder ihr Datenträger voll: wird auf der Standardfehlerausgabe gemeldet).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>die Aufzeichnung oder - für die Standardeingabe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>Karten und Bögen als PDF ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>Ein PDF erstellen: Rollenkarten und Kartenliste für eine Verteilung, Faltkarten und Spielleiterbogen für ein aufgezeichnetes Spiel, das Spielprotokoll, den Spielverlauf oder den Spielplan eines Turniers.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>Rollenkarten (mit Rückseiten und Schnittmarken) und die Kartenliste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>wie viele Spieler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>wie viele Karten dieser Rolle (Standard: die empfohlene Verteilung)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>die Karten sind immer gemischt; ein Startwert ergibt jedes Mal dieselbe Reihenfolge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>Faltkarten für die Spieler in --out, dazu der Spielleiterbogen als eigene Datei daneben (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>das Spielprotokoll, wie Clubs es führen: Kopf, Nominierungen und Abstimmungen, Fouls, Schüsse, bester Zug und Punkte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>der Spielverlauf: die Karten und die ganze Chronologie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>der Spielplan eines Turniers: alle Runden und Tische, dann ein Bogen für jeden Tisch jeder Runde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>eine Turnierdatei (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>die Gewinnchancen jeder Seite bei einer Verteilung und ihren Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>Die Chancen von Mafia und Stadt: exakt beim Zufallsspiel (Migdal 2010, auf Rollen erweitert) oder simuliert beim informierten Spiel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>die ganze Mafia, der Pate mitgezählt, wo die Regeln einen haben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>eine Hausregel (Wert als JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>zu simulierende Spiele (informiert)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>JSON ausgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>die Tabelle der Clubserie (beendete Spiele) als JSON oder CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>Die Tabelle einer Serie beendeter Spiele (eines Abends, einer Saison) oder aller beendeten Spiele aus den gespeicherten Spielen ausgeben; es öffnet sich kein Fenster. Die Serie eines Spiels ist die ihm zugewiesene, sonst das Datum, an dem es gespielt wurde. Die Zeile jedes Spielers enthält das Rating für Rot und Schwarz (nach jedem Spiel bis zum letzten gezeigten) und den Ausgleich für einen Abschuss in der ersten Nacht (Ci). Die Filter lassen sich kombinieren: eine Serie, ein Turnier, ein Zeitraum. Exit-Status 0; 2, wenn es (mit den Filtern) kein beendetes Spiel gibt, die Serie oder das Turnier unbekannt ist oder die Seriendatenbank gerade benutzt wird (auf stderr gemeldet).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>diese Serie (Standard: alle beendeten Spiele)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>nur die Spiele dieses Turniers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>die Spiele ab diesem Tag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>die Spiele bis zu diesem Tag</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>Statistik statt Tabelle: je Spieler (Siege nach Rolle, Abschüsse in der ersten Nacht, Prüfungen, beste Züge, Fouls ...) oder je Paar (Spiele miteinander und gegeneinander)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>stattdessen die Serien auflisten, die neueste zuerst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>der Ordner mit gespeicherten Spielen (Standard: der App-eigene)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>prüfen, ob der Erzähler sprechen kann: einen Satz in eine WAV-Datei sprechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>Die Sprachausgaben starten, die der Erzähler nutzt (Piper, wo eine Stimme der Sprache installiert ist, Festival, wo installiert, sonst pyttsx3: espeak-ng unter Linux, anderswo die Stimmen des Systems), angeben, welche Sprachausgabe und Stimme die Sprache sprechen, und damit einen Satz in eine WAV-Datei sprechen. Exit-Status 0, wenn die Sprachausgabe funktioniert, 3, wenn keine Sprachausgabe startet (die App zeigt die Sätze des Erzählers dann als Untertitel), 2, wenn die gewünschte Stimme nicht installiert ist oder die Datei nicht geschrieben werden kann.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the language to speak (default: English)</source>
        <translation>die Sprache, die gesprochen wird (Standard: Englisch)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>diese Sprachausgabe (Standard: die beste)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>diese Stimme der Sprachausgabe (Standard: die beste der Sprache)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>der Satz (Standard: der erste Satz der Nacht)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>wohin er geschrieben wird (Standard: eine temporäre Datei)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>wohin das PDF geschrieben wird</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>die Sprache des PDFs (Standard: Englisch)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>ein Regelwerk (classic, youth, club, angel) oder Regeln als JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>die Sprache der Meldungen des Befehls (sonst die der Einstellungen oder des Systems)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>das Fenster einmal zeichnen, als PNG unter PATH speichern und beenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>die Fenstergröße, z. B. 1366x768 (für Screenshots)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>die Sprache der App für diesen Start (sonst die der Einstellungen oder des Systems)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} ist keine Größe wie 1366x768</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}: Breite und Höhe müssen zwischen 200 und 8000 liegen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>muss eine ganze Zahl sein, nicht {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>muss mindestens {low} sein, nicht {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>muss höchstens {high} sein, nicht {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>muss ein Tag im Format YYYY-MM-DD sein, nicht {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME ist nicht gesetzt, und dieses Benutzerkonto hat keinen eigenen Home-Ordner, daher würde die App ihre Spiele in {folder} ablegen; aber {problem}. Setze HOME auf einen eigenen Ordner und starte neu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME ist nicht gesetzt; die Spiele werden in {folder} abgelegt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>{folder} kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>andere können Ordner in {folder} umbenennen (dort dürfen andere schreiben, und das Sticky-Bit fehlt)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>der Ordner lässt sich nicht anlegen ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>dort liegt ein Link statt eines Ordners, womöglich von jemand anderem angelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>dort liegt eine Datei statt eines Ordners</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>dieser Ordner gehört einem anderen Benutzerkonto (User-ID {user}), das ihn lesen oder ändern kann</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>der Ordner wurde ausgetauscht, während die App ihn prüfte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>der Ordner lässt sich nicht prüfen ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>kein Dateiname angegeben: Gib an, welche Spielaufzeichnung geöffnet werden soll.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>der Screenshot konnte nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>der Screenshot konnte nicht in {file} geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>der Datenträger ist voll (Speicherkontingent erschöpft)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>der Datenstrom ist geschlossen</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>dort fehlt die Schreibberechtigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>Schreiben in die Standardausgabe fehlgeschlagen: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>der Name ist kein Dateiname</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>es ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>es ist eine Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>es ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>es ist keine Datei</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>kein Ordnername für --games angegeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>der Ordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>der Ordner {folder} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>kein beendetes Spiel in {folder}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>es gibt keine Serie {name}; vorhandene Serien: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>es gibt kein Turnier {tournament}; vorhandene Turniere: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>es gibt kein Turnier {tournament}: Kein beendetes Spiel gehört zu einem Turnier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>kein beendetes Spiel mit diesen Filtern.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>der mit --say angegebene Satz ist kein Text (er enthält Bytes, die kein UTF-8 sind).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>kein Dateiname für --out angegeben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>keine Sprachausgabe konnte starten ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>Unter Linux braucht die Sprachausgabe Festival oder espeak-ng: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>Die App läuft trotzdem: Der Erzähler zeigt seine Sätze als Untertitel.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>Sprachausgabe: {engine} kann nicht starten ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>die Stimme {voice} von {engine} spricht die Sprache {language} nicht; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>die Stimme {voice} spricht die Sprache {language} nicht; {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>die Stimme {voice} von {engine} ist nicht installiert; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>die Stimme {voice} ist nicht installiert; {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>{engine} hat für {line} keinen Ton erzeugt ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} kann nicht sprechen ({reason}): Stattdessen spricht {other}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>Für eine klarere Stimme: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>Für eine neuronale Stimme: Die Einstellungen laden auf Wunsch die Piper-Stimme {voice} herunter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}: {seconds} s in {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}: {seconds} s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>keine Stimme von {engine} spricht die Sprache {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>keine Stimme irgendeiner Sprachausgabe spricht die Sprache {language}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>keine installierte Stimme von {engine} spricht die Sprache {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>keine installierte Stimme spricht die Sprache {language}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>die Stimmen für die Sprache {language}: {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>der Wert von --option {name} ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance} %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exact, random play</source>
        <translation>exakt, Zufallsspiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}; das Zufallsspiel wird für diese Rollen nicht exakt berechnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>Mafia {mafia} %{margin}, Stadt {town} %{others} ({verdict}; {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>mit dieser Verteilung kann das Spiel nicht beginnen: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>das JSON der Regeln ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>die Regeln sind kein gültiges JSON ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>mehr Sonderrollen ({special}) als Spieler ({players})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>die Anzahl einer Rolle kann nicht unter 0 liegen</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>{file} konnte nicht geschrieben werden: Der Name enthält Bytes, die kein Text (UTF-8) sind; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>{file} konnte nicht geschrieben werden: Das ist die Spielaufzeichnung, die gedruckt wird; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>kein Dateiname angegeben: Gib an, welche Spielaufzeichnung gedruckt werden soll.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>{file} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>Die Faltkarten für die Spieler sind in {cards}; der Spielleiterbogen ist in {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>mehr Sonderrollen als Spieler</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>Sprachausgabe: {engine}, %n Stimme</numerusform>
            <numerusform>Sprachausgabe: {engine}, %n Stimmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>die Stimmen für die Sprache {language}: {voices} (insgesamt %n).</numerusform>
            <numerusform>die Stimmen für die Sprache {language}: {voices} (insgesamt %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>Sprachausgabe: {engine}, Stimme {voice} ({language}), %n Wort pro Minute</numerusform>
            <numerusform>Sprachausgabe: {engine}, Stimme {voice} ({language}), %n Wörter pro Minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n simuliertes Spiel (informiert)</numerusform>
            <numerusform>%n simulierte Spiele (informiert)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>Ein Turnier hat 1 bis {most} Tische, nicht {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>Ein Turnier hat 1 bis {most} Runden, nicht {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>An einem Tisch sitzen {least} bis {most} Spieler, nicht {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>{players} Spieler reichen nicht für {tables} Tische: Ein Tisch braucht mindestens 7 Spieler, insgesamt also {least}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>Der Spielername „{name}“ kann nicht verwendet werden: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>„{name}“ ist doppelt eingetragen (gleich aussehende Namen gelten als derselbe Spieler).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>Im zu trennenden Paar steht „{name}“, aber dieser Name ist nicht unter den Spielern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>Ein zu trennendes Paar braucht zwei verschiedene Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>Die zu trennenden Paare lassen sich in Runde {round} nicht alle trennen: Es gibt zu wenige Tische oder zu wenige Spieler, die aussetzen. Trenne weniger Paare oder füge einen Tisch hinzu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>Die Turnier-ID muss aus 32 Hexadezimalziffern bestehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>Ein Turniername hat 1 bis {most} Zeichen in einer Zeile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>Der Spieltyp muss einer von diesen sein: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>Die Reihenfolge der Feinwertung muss verschiedene Kriterien aus dieser Liste nennen: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>In Runde {round} dieses Turniers gibt es keinen Tisch {table}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>Die Datei ist kein Turnier: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>Die Datei ist kein Turnier von Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>Die Turnierdatei hat die Version {version}; diese Version der App kann sie nicht lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>In der Turnierdatei muss „{member}“ so aussehen: {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>Die Turnierdatei enthält ein Feld, das diese App nicht kennt: „{member}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>In der Turnierdatei muss „{member}“ zwischen {low} und {high} liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>Der Turnierplan stimmt nicht: Runde {round}, {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>die Zahl der Tische passt nicht zum Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>an einem Tisch sitzen zu viele oder zu wenige Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>ein Name ist nicht unter den Spielern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>ein Spieler sitzt doppelt oder sitzt und setzt zugleich aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>ein Spieler ist weder einem Tisch zugeteilt noch als aussetzend vermerkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>ein zu trennendes Paar sitzt am selben Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>die Zahl der Runden passt nicht zum Turnier</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Punkte bester Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>Weniger Fouls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
</context>
<context>
    <name>DarkPreview</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/print_dialog.py" line="+416"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Der Drucker ist nicht angelaufen; es wurde nichts gedruckt.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>Du hast nachts keine Fähigkeit. Finde die Mafia durch Reden, Beobachten und Abstimmen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>Nachts wählst du mit der übrigen Mafia, wen ihr tötet. Tagsüber versteckst du dich in der Stadt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>Du führst die Mafia an: Du schießt mit ihr, und jede Nacht suchst du, wer {finds} ist.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>Jede Nacht fragst du, ob ein Spieler zur Mafia gehört.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>Jede Nacht schützt du einen Spieler vor der Mafia.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>Du spielst allein. Jede Nacht darfst du einen Spieler töten; du gewinnst, wenn nur noch ein anderer Spieler übrig ist.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>Jede Nacht verbringst du mit einem Spieler, nie zweimal hintereinander mit demselben: In dieser Nacht kann niemand diesen Spieler töten, und am nächsten Tag hat dieser Spieler keine Stimme.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>Jede Nacht bewachst du einen Spieler, nie dich selbst: Wird dieser Spieler angegriffen, stirbst du an dessen Stelle.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>Nachts kann dich niemand töten. Nur die Abstimmung am Tag oder Fouls können dich aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>Jede Nacht blockierst du einen Spieler, nie dich selbst: Was dieser Spieler in der Nacht tut, zählt nicht.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>Du spielst für die Stadt. Schießt die Mafia auf dich, stirbst du nicht: Du wechselst zu ihr und schießt ab der nächsten Nacht mit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>Du spielst für dich selbst: Wirst du am Tag hinausgewählt, gewinnst du sofort allein. Wirst du nachts getötet, scheidest du einfach aus.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>Du spielst für die Stadt. Einmal darfst du am Tag deine Karte zeigen: Ab dann zählt deine Hand bei jeder Abstimmung doppelt.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>Du spielst für die Stadt. Scheidest du durch die Abstimmung oder in der Nacht aus, darfst du einen lebenden Spieler mitnehmen oder alle verschonen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>Jede Nacht fragst du, ob ein Spieler zur Mafia gehört, oder du schießt stattdessen einmal im Spiel auf einen Spieler.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>Jede Nacht nennst du zwei andere Spieler und erfährst, ob sie auf derselben Seite spielen (Stadt, Mafia oder eine eigene Seite).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>Zusatzpunkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>Die Zusatzpunkte des Spielleiters, plus oder minus, kommen zu den Punkten des Spielers in diesem Spiel hinzu.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>Wofür (wird laut angesagt und ins Protokoll eingetragen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="+201"/>
        <source>Hold to see (or hold Space)</source>
        <extracomment>words the bars&apos; light is measured on: the same for every role (the panel sets them)</extracomment>
        <translation>Halten zum Ansehen (oder Leertaste halten)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hold to see</source>
        <translation>Halten zum Ansehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release to hide</source>
        <translation>Loslassen zum Verbergen</translation>
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
        <translation>Das Partyspiel Mafia an einem Laptop: vier Regelwerke, ein Tisch.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>Spielaufzeichnung öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>Karten drucken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>Serienwertung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>Turniere…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>Die Regelwerke</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>genau %1 Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>Verteilung bei %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Sieg</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>Plätze: Tippe auf den Platz, dann auf die Karte des Spielers dort</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>Wer hat welche Karte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>Teile die Karten aus, tippe dann auf jeden Platz und auf die Karte, die der Spieler dort hat: Der nächste Platz wird von selbst gewählt. Nur der Spielleiter sollte diesen Bildschirm sehen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>Karte von diesem Platz entfernen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>Die Verteilung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>Platz %1 – %2: welche Karte?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>Tippe auf einen Platz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 – %2: %3 von %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>Jeder Platz hat eine Karte, und die Karten passen zur Verteilung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>Noch ohne Karte: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 ist ein Spiel, das schon unter den gespeicherten ist, aber weitergespielt wurde: Es geht in %2 weiter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 ist ein Spiel, das schon unter den gespeicherten ist: Es geht in %2 weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 ist eine ältere Kopie eines gespeicherten Spiels: Es geht in %2 dort weiter, wo es stand (Rückgängig führt zurück).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>%1 geöffnet. Das Spiel geht in %2 weiter; die geöffnete Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>Spiel von %1 fortsetzen (%2)</translation>
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
        <translation>Dieses Spiel für ein neues verlassen? Es bleibt gespeichert: „Spiel fortsetzen“ holt es zurück.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>Das Spiel ist gespeichert, genau wie es war: „Spiel fortsetzen“ bringt dich dorthin zurück.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>Spielaufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>Kopie &amp;speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>Karten und Bögen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>Serien&amp;wertung…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>T&amp;urniere…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>Entscheidungen des Spiel&amp;leiters…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>&amp;Handys…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>&amp;Regeln und Rollen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>Ü&amp;ber Mafia Desktop</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>Über Mafia Desktop</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save a copy of the game</source>
        <translation>Kopie des Spiels speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>Die letzten Züge dieses Spiels sind nicht gespeichert: %1 Wenn du weitermachst, gehen sie verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>Kopie woanders speichern…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Das Partyspiel Mafia an einem Laptop leiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>Tisch auf &amp;anderem Bildschirm zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>Kreis, Uhr und Verlauf im Vollbild auf Fernseher oder Beamer</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>Sprachausgabe: startet…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1: keine Stimme (nur Untertitel).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1: %2, Stimme %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>Für eine klarere Stimme installiere die von Festival: sudo apt install festival %1</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>{role}, wach auf. Wen blockierst du heute Nacht?</translation>
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
        <translation>{role}, Augen zu.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>{role}, wach auf. Auf wen schießt du?</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>{role}, wach auf. Welche zwei Spieler vergleichst du?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-190"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>Gebt den Laptop im Kreis herum, einer nach dem anderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>Es wird Nacht. Wer den Laptop nicht hält, schaut weg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>In der Nacht wurde {name} getötet.</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role}, Augen wieder zu: Wir gehen einen Schritt zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>{name} hat die Nacht mit der Rolle {role} verbracht und darf heute nicht abstimmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}, drittes Foul: Du verlierst deine nächste Rede.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}, drittes Foul: Du verlierst deine heutige Rede.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}, viertes Foul: Du verlässt das Spiel, ohne letzte Worte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name} hat drei Fouls: Diese Rede entfällt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}, drittes Foul: Deine nächste Rede dauert nur halb so lang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name} hat drei Fouls: Diese Rede dauert nur halb so lang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}, dein bester Zug: Nenne die drei Spieler, die du für die Mafia hältst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}, {name}.</source>
        <translation>Platz {seat}, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role}, lasst die Augen zu: Gebt euer Zeichen, wenn ich den Platz eures Opfers aufrufe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>Die Karte von {name}: {role}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>{role}, Augen auf: Heute Nacht kannst du {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>Alle schlafen ein: Schließt die Augen, senkt den Kopf und seid still.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role}, hebt den Kopf und erkennt einander.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role}, schlaft wieder ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role}, heb den Kopf und gib dich dem Spielleiter zu erkennen.</translation>
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
        <translation>{role}, Kopf runter und Augen zu.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role}, lasst den Kopf unten und die Augen geschlossen. Ich lese die Namen der Lebenden vor: Gebt euer Zeichen beim Namen eures Opfers.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role}, hebt den Kopf und einigt euch auf ein Opfer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role}, heb den Kopf und überprüfe jemanden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>Alle schlafen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role}, heb den Kopf und finde heraus, wer {finds} ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role}, heb den Kopf und schütze jemanden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role}, heb den Kopf und wähle dein Opfer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role}, heb den Kopf und wähle, mit wem du die Nacht verbringst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role}, heb den Kopf und bewache jemanden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>Die Nacht ist vorbei: Alle öffnen die Augen und heben den Kopf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>Die Mafia hat {name} getötet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>Die Mafia hat niemanden getötet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>Die Mafia hat niemanden getötet: {role} hat das Opfer gerettet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>Alle machen jetzt die Augen zu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>Nur {role}: Augen auf und seht euch an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>Nur {role}: Augen auf und zeig dich dem Spielleiter.</translation>
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
        <translation>Nur {role}: Augen auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>Alle machen die Augen auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}, du wurdest getötet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>Niemand wurde getötet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>Niemand wurde getötet, {role} war erfolgreich.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>Es wird Nacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>{role} wacht auf.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role} schläft ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>Achtung, {role}! {role} geht an den Spielern vorbei...</translation>
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
        <translation>Danke, {role}! {role} schläft ein.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Seat {seat_word}.</source>
        <translation>Platz {seat_word}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>{role} wakes up, {role} chooses a victim.</source>
        <translation>{role} wacht auf, {role} wählt ein Opfer.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>{role} wacht auf, {role} sucht die Mafia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>{role} wacht auf, {role} sucht: {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>{role} wacht auf, {role} wählt, wer geschützt wird.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>{role} wacht auf, {role} wählt einen Spieler für die Nacht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>{role} wacht auf, {role} wählt, wer bewacht wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>Es wird Morgen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>Heute ist kein guter Morgen: Uns verlässt Spieler Nummer {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>Heute ist ein guter Morgen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>Heute ist ein guter Morgen: {role} hat den Spieler gerettet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>Die Karte von Spieler Nummer {seat}: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>{role} wacht auf, {role} sucht den Sheriff.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>Es wird Nacht. Alle schließen die Augen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>{role}, wacht auf und seht euch an. Heute Nacht stirbt niemand.</translation>
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
        <translation>{role}, Augen wieder zu.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>{role}, wach auf und zeig dich dem Spielleiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>{role}, Augen auf und ein Opfer wählen.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>{role}, wach auf und frag nach einem Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>{role}, wach auf und finde heraus, wer {finds} ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>{role}, wach auf und wähle, wen du schützt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>{role}, wach auf und wähle, mit wem du die Nacht verbringst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>{role}, wach auf und wähle, wen du bewachst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>Alle wachen auf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one was killed in the night.</source>
        <translation>In der Nacht wurde niemand getötet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>In der Nacht wurde niemand getötet: {role} hat das Opfer gerettet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}, deck deine Karte auf: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>Spieler {seat}</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>WLAN zuerst</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>Spieltyp</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>Ein Name pro Zeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>Spieler, einer pro Zeile</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>Markierte hinzufügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>Spieler früherer Spiele</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>Erster des Paars</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>Zweiter des Paars</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>Paar entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>Zu trennende Paare</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>Reihenfolge der Wertung (oberstes Kriterium zuerst)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>Erstellen und setzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>Plätze werden verteilt…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>Mindestzahl Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>Höchstzahl Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>Die Mafiosi kennen einander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>In der Kennenlernnacht zeigen sich die prüfenden Rollen der Stadt dem Spielleiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>Das Spiel beginnt mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>Abstimmung am Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>Eine Anklage muss unterstützt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>Zwei Abstimmungen: Anklage, dann Hinrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>Angeklagte stimmen im eigenen Prozess mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>Freigesprochene sind bis morgen sicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>Ein Tag darf ohne Tod enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>Läuft die Zeit ab, bestimmt das Los, wer stirbt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>Abgestimmt wird nur über Kandidaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>Über den Führenden wird erneut abgestimmt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>Redereihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>Nächtlicher Mord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>Die Mafia darf auf den Mord verzichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>Der Arzt darf sich selbst schützen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>Der Arzt darf denselben Spieler zwei Nächte hintereinander schützen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>Der Morgen verrät, wenn der Arzt das Opfer gerettet hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>Karten beim Ausscheiden aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>Die Mafia gewinnt, wenn sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>Rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>Letzte Worte (Tag)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>Letzte Worte (Nachtopfer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Diskussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>Zeitlimit für den Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>Warnung vor Tagesende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>Fouls, bester Zug und Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>Nur ein Kandidat am ersten Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>Ein drittes Foul kostet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>Technische Fouls bis zum Ausschluss</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>Die Punkte eines Spiels: die aktuellen des Verbands oder eine ältere Fassung (drei Mafiosi im besten Zug bringen 0,5; die älteste zieht außerdem 0,7 für jeden Ausschluss ab).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>Regel des Verbands: Steht am ersten Tag nur ein Kandidat zur Wahl, wird nicht abgestimmt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>Regel des Verbands: 30 Sekunden statt 60 (die halbe Redezeit).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>0: Es werden keine gegeben. Regel des Verbands: 2. Der Spielleiter gibt sie wie ein Foul.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>Verband, aktuell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>Verband, älter: bester Zug 0,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>Verband, älter: Ausschluss −0,7</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>einer Kennenlernnacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>einem Gesprächstag ohne Abstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>einer Nacht mit Mord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>einem Tag mit Abstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>Anklagen und Prozesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>Zählung erhobener Hände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>Stichwahl, danach scheidet niemand aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>Autounfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>niemand scheidet aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>Tag k beginnt mit Platz k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>mehr als die Hälfte der Mafia ist sich einig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>die ganze Mafia ist sich einig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>eine gemeinsame Wahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>bei Abwahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>mit dem Rest gleichzieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>die nächste Rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>die Hälfte der nächsten Rede</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>freie Diskussion, keine feste Reihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>in der Überzahl ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>wird abgestimmt wie an jedem Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>keine Abstimmung: Der Tag endet</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>QR-Code zum Koppeln deines Handys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>Scannen, um deine Züge am Handy zu machen</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>Der Server für die Handys kann auf %1 nicht lauschen: %2. Wähle in den Einstellungen ein anderes Netzwerk.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · Platz %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>Halten, um deine Karte zu sehen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>Halten, um deine Antwort zu sehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>Halten, um deine Frage zu sehen (%1 von %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>Heute Nacht ist dein Zug am Laptop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>Dein Zug ist vorbei. Die Nacht wartet auf die anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>Dein Zug: Alle machen ihren gleichzeitig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>Der Laptop liegt in der Tischmitte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>Den Laptop hat %1 (Platz %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>Der Laptop liegt auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>Ausgeschieden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>Verbinde mit dem Laptop…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>Keine Verbindung zum Laptop: neuer Versuch…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>Dieses Handy ist nicht mehr gekoppelt. Scanne deinen Code am Laptop erneut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>Verborgen. Erneut halten zum Ansehen.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>Jeder Spieler koppelt sein Handy bei der Verteilung über den QR-Code neben der eigenen Karte. Wer zum Laptop zurückgeholt wird, spielt am Laptop, und das Handy ist nicht mehr gekoppelt: Um wieder am Handy zu spielen, tagsüber die eigene Karte noch einmal ansehen und den neuen Code scannen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>Dieses Netzwerk verwenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>Handys und Laptop müssen im selben Netzwerk sein: im WLAN des Raums oder im Hotspot des Laptops (kein Gastnetz, das trennt die Geräte voneinander). Nach einem Netzwechsel scannt jedes Handy seinen Code erneut.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Joined, connected</source>
        <translation>Gekoppelt, verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>Gekoppelt, Verbindung verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not joined</source>
        <translation>Nicht gekoppelt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>Die Handys erreichen den Laptop unter %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>Die Handys können den Laptop gerade nicht erreichen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>To the laptop</source>
        <translation>Zum Laptop</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>Zum Laptop zurückholen: %1 (Platz %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>Zum Laptop zurückholen: %1 (Platz %2)? Ab jetzt finden die Züge dieses Platzes am Laptop statt; ein Zug von heute Nacht geht dort weiter, wo er stand.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>Handys auf %1 umstellen? Jedes gekoppelte Handy muss seinen Code erneut scannen.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n Stimme</numerusform>
            <numerusform>%n Stimmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>%n von {voters} Stimmen nötig</numerusform>
            <numerusform>%n von {voters} Stimmen nötig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Zählung: %n Ja-Stimme</numerusform>
            <numerusform>Zählung: %n Ja-Stimmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>Abstimmung mit %n Hand</numerusform>
            <numerusform>Abstimmung mit %n Händen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-14"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+48"/>
        <source>The town won</source>
        <translation>Die Stadt hat gewonnen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>Die Mafia hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>Gewonnen hat: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>Der Serienmörder hat gewonnen</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>Der Narr hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>Rollenkarten: {preset}, {players} Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>Rückseiten: auf die Rückseite drucken (an der langen Kante wenden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>Entlang der Markierungen schneiden. Alle Rückseiten sind gleich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>Kartenset für {preset}, {players} Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>Nimm diese Karten aus einem normalen Kartenspiel, mische sie und gib jedem Spieler eine:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} – {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>Insgesamt {count} Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>Faltkarten: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>Zuerst die Lasche über die Rolle falten, dann an der Mittellinie falten. Dein Name bleibt außen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>diese Lasche zuerst umfalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>Du bist:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>Spielleiterbogen: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>Nacht {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Tag {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>Die übrige Mafia: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominated</source>
        <translation>Nominiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>Nachts getötet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log: {preset}</source>
        <translation>Spielverlauf: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed {seed}</source>
        <translation>Startwert {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{preset} rules</source>
        <translation>Regeln: {preset}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other mafia: seats {seats}.</source>
        <translation>Die übrige Mafia: Plätze {seats}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the only mafioso.</source>
        <translation>Du bist das einzige Mitglied der Mafia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>Für einen Drucker, der nur einseitig druckt: Drucke die ungeraden Seiten (die Vorderseiten), lege die Kartenbögen an der langen Kante gewendet wieder ins Fach und drucke dann die geraden Seiten (die Rückseiten).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>Drucke die Karten auf Karton (200–250 g/m²) oder wenigstens auf dickes Papier (160 g/m²) und bewahre sie in undurchsichtigen Hüllen auf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>Drucke die Faltkarten einseitig auf dickes Papier (120–160 g/m²): Es lässt sich sauber falten, und durch den Falz scheint nichts durch. Schwererer Karton bricht am Falz, wenn er nicht vorher gerillt wird.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} × {card}</source>
        <translation>{count} × {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} — {role}</source>
        <translation>{cards} – {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on a blank card</source>
        <translation>Keine Spielkarte: „{role}“ auf eine leere Karte schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>Keine Spielkarte: „{role}“ auf {count} leere Karten schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>Karten „aus dem anderen Kartenspiel“ stammen aus einem zweiten normalen Kartenspiel mit anderer Rückseite. Damit die Rückseiten keine Rolle verraten, stecke alle Karten der Verteilung in gleiche, undurchsichtige Hüllen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>Eine Rolle ohne Spielkarte: Schreib ihren Namen auf eine leere Karte mit derselben Rückseite wie die übrigen Karten (eine leere Ersatzkarte des Spiels oder eine Karte mit dieser Rückseite, deren Vorderseite überklebt ist).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>Nimm diese Karten aus {decks} normalen Kartenspielen mit gleicher Rückseite (verschiedene Rückseiten würden Rollen verraten), mische sie und gib jedem Spieler eine:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>Nominierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>Stimme für</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>Nominierung: der Platz, den dieser Spieler nominiert hat. Stimme für: der Platz, für den dieser Spieler in jeder Abstimmung des Tages gestimmt hat, der Reihe nach (eine Stichwahl nach Gleichstand steht an zweiter Stelle); + oder − für oder gegen das Ausscheiden aller Gleichplatzierten; · keine Stimme. Prüfungen: der geprüfte Platz, + gefunden, − nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>Club oder Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>Nächte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>Abstimmungen jedes Tages</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>Zusatzpunkte des Spielleiters</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>Zusatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>Abgewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Erschossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>Ausgeschlossen (Fouls)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>Ausgeschlossen (techn. Fouls)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>Vom Spielleiter ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>Schussreihenfolge des Paten (nullte Nacht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>Ausschluss: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}, {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>Schuss auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Gerettet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>Platz {seat}: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>Alle raus (Plätze {seats})? {yes} dafür, {needed} nötig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}: {yes} dafür, {needed} nötig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>Genannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafia genannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>Fouls: ✓ für jedes gegebene Foul; das dritte kostet den Spieler die nächste Rede, das vierte führt zum Ausschluss.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>Schuss auf: der Platz, auf den die Mafia geschossen hat, oder jeder beschossene Platz, wenn sie sich nicht einig war.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>Stimmen: die Stimmen, die jeder Platz bekam, eine Zeile für jede Abstimmung des Tages, der Reihe nach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>Prüfungen: der geprüfte Platz, + gefunden, − nicht.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>Tabelle: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>Tabelle: alle Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>Spiele: {games}; vom {first} bis {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>Spiele: {games}; {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Nach Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>Schuss der Mafia auf {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>Die Mafia war sich nicht einig: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} auf {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-13"/>
        <source>Schedule: {name}</source>
        <translation>Spielplan: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>Spieler: {players}; Tische: {tables}; Runden: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>Runde {round} · Tisch {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>Setzen aus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>Unterschrift des Spielleiters</translation>
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
        <translation>Drucken</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>Rollenkarten und Kartenliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>Faltkarten für die Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>Spielleiterbogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>Vorschau und Druck…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>Eine Karte pro Spieler: Name und Platz außen, die Rolle innen unter einer Lasche. Einseitig gedruckt, zweimal gefaltet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>Jeder Platz mit seiner Rolle und einem Kästchen für jede Nacht und jeden Tag, um während des Spiels mitzuschreiben, dazu Raum für Notizen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>Das Protokoll, wie es ein Club führt: der Kopf (Datum, Club, Spiel, Spielleiter), wie jeder Spieler ausgeschieden ist, die Schüsse und Prüfungen der Nächte, jede Abstimmung und, wo die Regeln Punkte zählen, Fouls, bester Zug und Punkte; ausgefüllt, so weit das Spiel gekommen ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>Alle ausgeteilten Karten, dann alles, was geschah, Nacht für Nacht und Tag für Tag.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>Diese Karten zeigen innen die Rolle jedes Spielers. Öffne sie nur dort, wo kein Spieler den Bildschirm oder das Blatt sehen kann. Fortfahren?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Dieses Dokument zeigt die Rolle jedes Spielers. Öffne es nur dort, wo kein Spieler den Bildschirm oder das Blatt sehen kann. Fortfahren?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Dieses Dokument zeigt die Rolle jedes Spielers und jede nächtliche Wahl. Öffne es nur dort, wo kein Spieler den Bildschirm oder das Blatt sehen kann. Fortfahren?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Der Drucker ist nicht angelaufen; es wurde nichts gedruckt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>es ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>es ist eine Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>es ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>dort fehlt die Schreibberechtigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>%1 konnte nicht gespeichert werden: %2; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>Deine Karte (zum Ansehen halten)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>Dein Text (zum Ansehen halten)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>Plätze: zum Wählen tippen oder Nummer eingeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>Nur du solltest diesen Bildschirm sehen. Halte den Kreis unten (oder die Leertaste), um deinen Text zu sehen.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>Gerade ist nichts Geheimes auf diesem Bildschirm.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>Nächste Rolle in %1 s</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>Die Zeit ist fast um: %1 s. Bestätige jetzt oder tippe auf „Mehr Zeit“.</translation>
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
        <translation>Warte %1 s</translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>Erst den Kreis halten</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Release to hide.</source>
        <translation>Loslassen zum Verbergen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>Verzieh keine Miene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>Niemand sonst sollte das sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then close your eyes again.</source>
        <translation>Dann schließ die Augen wieder.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then pass the laptop on.</source>
        <translation>Dann gib den Laptop weiter.</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop – Tisch</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>Wo der Laptop ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Restzeit heute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>Hände hoch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>Untertitel des Erzählers</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>Der Laptop liegt in der Mitte: Alle haben die Augen zu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>Der Laptop kommt zurück auf den Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>Den Laptop hat %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>Den Laptop hat %1 (Platz %2).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>Hände für %1: %2 von %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>Hände hoch: %1 von %2</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>Rating im Verlauf</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>Noch kein gewertetes Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: rotes Rating %2 nach %n Spiel für die Stadt</numerusform>
            <numerusform>%1: rotes Rating %2 nach %n Spielen für die Stadt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>schwarzes Rating %1 nach %n Spiel für die Mafia</numerusform>
            <numerusform>schwarzes Rating %1 nach %n Spielen für die Mafia</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>Rot (für die Stadt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>Schwarz (für die Mafia)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>Technisches Foul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>Ausschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>Schussreihenfolge des Paten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>Entscheidungen des Spielleiters außerhalb des Spielablaufs: Jede kommt in die Aufzeichnung, und „Rückgängig“ nimmt sie zurück.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>Warum (wird laut angesagt und ins Protokoll eingetragen)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>Schuss %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>Bei der in den Regeln festgelegten Zahl technischer Fouls scheidet der Spieler aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>Der Spieler scheidet sofort aus, ohne letzte Worte, und verliert Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>Der Spieler gibt auf und scheidet sofort aus, ohne letzte Worte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>Auf wen die Mafia schießen wird, Nacht für Nacht. Das sehen nur der Spielleiter und die Mafia.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>Spicken: halten (Leertaste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>Spielleiter: halten, um alle Rollen zu sehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>Halten, um die Antwort zu sehen</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-802"/>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+1"/>
        <source>mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-367"/>
        <source>shoot</source>
        <translation>schießen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot at</source>
        <translation>beschossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot</source>
        <translation>beschossen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>make the Don&apos;s check</source>
        <translation>als Pate prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made the Don&apos;s check on</source>
        <translation>als Pate geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>überprüft</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>check</source>
        <translation>überprüfen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>protect</source>
        <translation>schützen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>geschützt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>stab</source>
        <translation>erstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>erstochen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>Serienmörder</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>besuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>besucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>bewachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>bewacht</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>blockieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>Narr</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>schießen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>beschossen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>verglichen</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-10"/>
        <source>vote</source>
        <translation>abstimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>anklagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>angeklagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>nominieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>nominiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>Anklage unterstützen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted for</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuser</source>
        <translation>anklagende Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>angeklagte Seite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>charge</source>
        <translation>Anklage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>Hinrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>Verurteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>Inhaftierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>Ausscheiden aller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>Nacht beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>Tag beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>Stimmen zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>als Pate prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>Fouls bekommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>technische Fouls bekommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>ausgeschlossen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>Das Spiel ist vorbei, Sieger: {team}. Es werden keine Eingaben mehr angenommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>An diesem Tisch gibt es keinen Spieler namens „{name}“. Die Spieler sind: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>{name} ist ausgeschieden und kann nicht mehr {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>{name} ist ausgeschieden und kann nicht abstimmen. Abstimmen dürfen die Lebenden: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>{name} hat die Nacht mit der Geliebten verbracht und darf heute nicht abstimmen. Abstimmen dürfen: {allowed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>{name} ist ausgeschieden und kann nicht mehr {role} werden. Lebende Spieler: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>Es ist Tag {number}: „{act}“ ist eine Eingabe für die Nacht. Jetzt möglich: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>Es ist Nacht {number}: „{act}“ ist eine Eingabe für den Tag. Jetzt möglich: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>Nacht {number} ist die Kennenlernnacht: Niemand handelt, niemand stirbt. Gib end_night ein, um den Tag zu beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>{name} kann heute Nacht nicht {role}: Das darf nur, wer {who} ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>{name} hat heute Nacht schon {target} {done}; pro Nacht gibt es nur eine Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>{name} kann sich dafür nicht selbst wählen ({role}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>{name} kann sich nach diesen Regeln nicht selbst schützen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name} hat schon jemanden {done}: Das geht nur einmal pro Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>Für „{role}“ nennt {name} {count} verschiedene Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>{name} ist gerade ausgeschieden und muss zuerst einen Spieler zum Mitnehmen nennen oder „Niemand“ wählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>Gerade nimmt niemand jemanden mit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>{name}: Die Karte erlaubt das nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>{name} hat letzte Nacht {target} {done} und kann nicht zwei Nächte hintereinander denselben Spieler {role}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>Die Mafia hat noch kein Opfer gewählt, und nach diesen Regeln darf sie nicht auf den Mord verzichten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>Tag {number} ist nur zum Reden da: Heute wird nicht abgestimmt. Gib end_day ein, um die Nacht zu beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>Eine Abstimmung läuft ({motion}: {target}): Gib zuerst die Ja-Stimmen ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>Gerade läuft keine Abstimmung. Jetzt möglich: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>Diese Regeln haben am Tag keine Aktion „{act}“. Jetzt möglich: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>{name} hat heute schon {target} nominiert; jeder Spieler nominiert einmal pro Tag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>{target} ist heute schon nominiert. Kandidaten: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>{target} wurde heute freigesprochen und kann erst morgen wieder angeklagt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>Es gibt keine Anklage, die auf Unterstützung wartet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>Es sind nur noch zwei Spieler übrig, also kann niemand eine Anklage unterstützen: Beende den Tag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>{name} kann die Anklage nicht unterstützen – als {party} in diesem Verfahren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>Diese Regeln brauchen keine Unterstützung: Die Anklage geht direkt zur Abstimmung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>{name} ist angeklagt und stimmt in dieser Abstimmung ({motion}) nicht mit. Abstimmen dürfen: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>{name} hat mehr als einmal die Hand gehoben; jeder Spieler hat nur eine Hand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} steht in dieser Abstimmung nicht zur Wahl. Zur Wahl stehen: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>Niemand ist nominiert, also gibt es nichts abzustimmen. Nominiere jemanden oder beende den Tag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>Jetzt stimmt der Tisch per Handzeichen ab, eine Hand pro Spieler. Kandidaten: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>Jetzt stimmt der Tisch mit Ja oder Nein über {target} ab: Gib die Ja-Stimmen ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>Kandidaten: {allowed}. Die Stadt muss über sie abstimmen, bevor der Tag enden kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>Eine Abstimmung läuft ({motion}: {target}): Schließe sie ab, bevor der Tag endet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>Nach diesen Regeln dauert der Tag, bis jemand abgewählt wird; schalte die Auslosung bei Zeitablauf ein, um einen Tag ohne Tod zu beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>Gerade wird nicht gezählt. Jetzt möglich: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>Diese Regeln führen keine Wertung, „{act}“ gibt es daher nicht. Schalte die Clubwertung ein, um Fouls und Punkte zu führen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>Zusatzpunkte müssen eine Zahl ungleich 0 sein, höchstens {most} in jede Richtung; {points} passt nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>Zusatzpunkte brauchen eine Begründung des Spielleiters, höchstens {most} Zeichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>{name} hat den besten Zug schon gemacht; der beste Zug ist einmalig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>{name} kann den besten Zug jetzt nicht machen: Das darf nur der erste nachts getötete Spieler ({maker}), in den letzten Worten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>Für den besten Zug nennt {name} {count} verschiedene lebende Spieler aus: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>Diese Regeln kennen keine technischen Fouls; lege fest, wie viele zum Ausschluss führen, um welche zu geben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>Ein Ausschluss braucht eine Begründung des Spielleiters, höchstens {most} Zeichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>Die Schussreihenfolge gibt der Pate einmal vor, in der Kennenlernnacht, während sich die Mafia trifft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>Nur der Pate gibt die Schussreihenfolge vor; {name} ist nicht der Pate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>Die Schussreihenfolge nennt einen bis {most} verschiedene Spieler aus: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>Am ersten Tag wird über einen einzelnen Kandidaten ({name}) nicht abgestimmt: Beende den Tag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>Die Regeln „{preset}“ sind für genau {low} Spieler; an diesem Tisch sind es {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>Die Regeln „{preset}“ sind für {low} bis {high} Spieler; an diesem Tisch sind es {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>Die Regeln „{preset}“ haben keine Rolle „{which}“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>eine Anzahl kann nicht negativ sein ({which}: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>{special} Sonderrollen passen nicht zu {players} Spielern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>die Mindestzahl der Spieler ({low}) ist größer als die Höchstzahl ({high})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>die Rollen müssen „{which}“ enthalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>die Nacht muss „{which}“ aufrufen, weil es die Rolle im Spiel gibt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>ein Gleichstand mit Autounfall verlangt, dass am Tag per Handzeichen abgestimmt wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>niemand ist Mafia, also hat die Stadt schon gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>Mafia: {mafia}, Stadt: {town} – die Mafia hat schon gewonnen</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-546"/>
        <source>Civilian</source>
        <translation>den Bürger</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>die Mafia</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>den Paten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Detective</source>
        <translation>den Detektiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>den Kommissar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>den Sheriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>den Engel</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Doctor</source>
        <translation>den Arzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>den Arzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>den Erzengel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>den Serienmörder</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>die Geliebte</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>den Leibwächter</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>den Unsterblichen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>den Rowdy</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>den Werwolf</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>den Narren</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>den Bürgermeister</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>den Kamikaze</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>den Marschall</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>den Journalisten</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>Bürger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>Bürger</translation>
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
        <translation>Pate</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Detective</source>
        <translation>Detektiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Kommissar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Sheriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Engel</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Doctor</source>
        <translation>Arzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Arzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Erzengel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Serienmörder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>Serienmörder</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Lover</source>
        <translation>Geliebte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lovers</source>
        <translation>Geliebte</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>Leibwächter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>Leibwächter</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>Unsterblicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>Unsterbliche</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>Rowdy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>Rowdys</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>Werwolf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>Werwölfe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>Narr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>Narren</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>Bürgermeister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>Bürgermeister</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kamikazes</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Marshal</source>
        <translation>Marschall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>Marschälle</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>Journalist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>Journalisten</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>Mafia (schießt mit der Mafia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>Spielt allein und gewinnt allein wie der Serienmörder</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>Die Datei ist größer als %1 Bytes; so groß ist ein Rollenpaket nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>Die Datei ist mehr als %1 Ebenen tief verschachtelt; so tief ist ein Rollenpaket nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>Die Datei ist kein JSON-Dokument.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>Die Datei ist kein Rollenpaket (*.mafia-roles.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>Das Paket stammt von einer neueren Version der App (Version %1); diese liest Version %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>Die Paketversion „%1“ kann diese App nicht lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>„%1“ gehört nicht in ein Rollenpaket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>„%1“ fehlt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>„%1“ hat einen Wert der falschen Art.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>„%1“ ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>„%1“ muss eine Zeile sichtbaren Texts sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>Die ID „%1“ muss mit einem kleinen lateinischen Buchstaben beginnen und darf nur kleine lateinische Buchstaben, Ziffern und _ enthalten (höchstens 24).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>Das Paket enthält keine Rolle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>Das Paket enthält %1 Rollen; ein Paket enthält höchstens %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>Die ID „%1“ ist zwei Rollen gegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>Die ID „%1“ ist schon von einer Rolle, einer Aktion oder einem Ereignis der App belegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>„%1“ ist kein Team: town (Stadt), mafia (Mafia) oder alone (allein).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>„%1“ ist keine Nachtaktion, die eine Rolle aus einem Paket haben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>„%1“ ist nichts, was diese Nachtaktion finden kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>„%1“ ist keine gültige Angabe dazu, ob eine Rolle sich selbst wählen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>Wie viele verteilt werden dürfen, muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>„%1“ ist keines der Embleme der App.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>„%1“ ist kein Sprachcode (wie en oder ru).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>Eine Rolle hat Texte in höchstens %1 Sprachen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>Eine Rolle braucht ihren Namen und ihre Aufgabe auf Englisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>Der Name „%1“ ist zwei Rollen gegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>Der Name „%1“ ist schon der Name einer Rolle der App.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>Rolle %1: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>Neue Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>Rolle bearbeiten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>Name und Beschreibung der Rolle</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>Plural</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>Was die Rolle tut (die Zeile auf ihrer Karte)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>Wie die Rolle spielt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>ID in Spielaufzeichnungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>Nachtaktion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>Was die Prüfung findet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>Einmal pro Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>Nie zwei Nächte hintereinander derselbe Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>Darf sich selbst wählen, wo die Hausregeln es dem Arzt erlauben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>so viele, wie die Verteilung ergibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>Höchstens pro Verteilung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>Emblem</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>Eigene Rollen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>Baue Rollen aus denen, die die App spielt: ein Team, eine Nachtaktion und ihre Grenzen sowie Namen und Aufgabe der Rolle in jeder Sprache. Gespeicherte Rollen werden bei der Spielvorbereitung in den Hausregeln angeboten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>Deine Rollen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>Paket importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>Als Paket exportieren…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>Die gespeicherten Rollen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>Unsere Rollen</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>Rollenpakete (*.mafia-roles.json);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>Rollenpaket importieren</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>Das Paket wurde nicht importiert: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>Paket „%1“ importiert: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>Rollen exportieren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>Ausgeschiedene nehmen nicht mehr teil: Sie stimmen nicht ab, reden nicht, handeln nicht und zählen bei keiner Mehrheit mit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>Die Karte eines ausgeschiedenen Spielers bleibt geheim, sofern diese Regeln sie nicht aufdecken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>Solange ein Spieler lebt, wird seine Rolle nie auf dem gemeinsamen Bildschirm gezeigt: nur dem Spieler selbst in der privaten Ansicht oder dem Spielleiter, wenn dieser sie bewusst aufdeckt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>Das Ergebnis einer Prüfung erfährt nur, wer sie gemacht hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>„Die Stadt“ in den Siegbedingungen sind alle, die nicht Mafia sind, Sonderrollen eingeschlossen.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>wird geführt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>wird nicht geführt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>Rollen im Spiel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>Die empfohlene Verteilung nach Spielerzahl:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>Die Rollen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says</source>
        <translation>Auf der Karte steht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>Spielkarte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>Der Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>Die Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>Geltende Hausregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>Keine: Es gelten die Regeln des Regelwerks selbst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>In jedem Spiel</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>Regeln und Rollen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>Auf dem anderen Bildschirm zeigen</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+351"/>
        <source>the mafia choose a victim together</source>
        <translation>die Mafia wählt gemeinsam ein Opfer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>{title} prüft einen Spieler</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>{title} sucht, wer {found} ist</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>{title} schützt einen Spieler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>{title} tötet allein einen Spieler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>{title} verbringt die Nacht mit einem Spieler (nie zweimal hintereinander mit demselben), der in dieser Nacht nicht getötet werden kann und am nächsten Tag nicht abstimmen darf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>{title} bewacht einen Spieler und stirbt an dessen Stelle, wenn dieser angegriffen wird</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>{role}: spielt allein und gewinnt, wenn nur noch ein anderer Spieler übrig ist; auch diese Rolle muss die Stadt ausschalten, und solange sie im Spiel ist, kann die Mafia nicht gewinnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>{role}: spielt allein und gewinnt, wenn nur noch ein anderer Spieler übrig ist.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-365"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>Der Serienmörder spielt allein: Er gewinnt, wenn nur noch ein anderer Spieler übrig ist; die Stadt muss auch ihn ausschalten, und die Mafia kann nicht gewinnen, solange er lebt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>Der Serienmörder spielt allein: Er gewinnt, wenn nur noch ein anderer Spieler übrig ist.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>{title}: kann nachts nicht getötet werden; nur die Abstimmung oder Fouls bringen diese Rolle aus dem Spiel.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>{title} blockiert einen Spieler, dessen Aktionen in dieser Nacht nicht zählen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>{title}: Trifft der Schuss der Mafia diese Rolle zum ersten Mal, überlebt sie und wechselt zur Mafia; ab der nächsten Nacht schießt sie mit, und Prüfungen ergeben „Mafia“.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>Der Narr spielt für sich selbst: Wird er am Tag hinausgewählt, gewinnt er sofort allein; nachts getötet, scheidet er einfach aus.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>{title}: darf am Tag einmal die eigene Karte zeigen; ab dann zählt die Hand bei jeder Abstimmung doppelt, während die nötigen Stimmen weiter nach Spielern gezählt werden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>{title}: Beim Ausscheiden durch die Abstimmung oder in der Nacht darf die Rolle sofort einen lebenden Spieler mitnehmen oder alle verschonen; bei Ausschluss durch Fouls nimmt sie niemanden mit.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>{title} schießt auf einen Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>schießt auf einen Spieler</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>{title} vergleicht zwei Spieler und erfährt, ob sie auf derselben Seite spielen</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-273"/>
        <source>Exactly {n} players.</source>
        <translation>Genau {n} Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>{lo} bis {hi} Spieler.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-25"/>
        <source>Day: {part}</source>
        <translation>Tag: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>Nacht: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>Ende: {part}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>Verteilung bei {n}: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>Außerdem möglich: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>Tag 1 ist nur zum Reden da, ohne Abstimmung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>Das Spiel beginnt mit einem Tag und einer Abstimmung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>Die Reden gehen in Platzreihenfolge reihum: Tag 1 beginnt mit Platz 1, Tag 2 mit Platz 2 und so weiter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>Zeitlimits: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Eine Anklage muss unterstützt werden; dann folgen eine Abstimmung über die Anklage, letzte Worte und eine Abstimmung über die Hinrichtung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>Eine Anklage muss unterstützt werden; dann folgen eine Verteidigung und eine Abstimmung über die Verurteilung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Jeder darf einen Spieler anklagen; dann folgen eine Abstimmung über die Anklage, letzte Worte und eine Abstimmung über die Hinrichtung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>Jeder darf einen Spieler anklagen; dann folgen eine Verteidigung und eine Abstimmung über die Verurteilung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>Eine Abstimmung ist angenommen, wenn mehr als die Hälfte der Lebenden dafür ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>Eine Abstimmung ist angenommen, wenn mehr als die Hälfte der Lebenden dafür ist; wer angeklagt ist, stimmt nicht mit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>Wer freigesprochen wurde, ist bis morgen sicher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>Der Tag endet, sobald ein Spieler abgewählt ist; läuft die Zeit ab, bestimmt das Los einen Spieler, der stirbt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>Der Tag endet, sobald ein Spieler abgewählt ist, oder ohne Ausscheiden, wenn keine Anklagen mehr kommen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>Der Tag dauert, bis ein Spieler abgewählt ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>Jeder Spieler darf pro Tag einen anderen Spieler nominieren; dann stimmt jeder einmal ab, für einen der Kandidaten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>Jeder hebt einmal die Hand, für einen Spieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>Wer die meisten Stimmen hat, scheidet aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>Wer vorn liegt, verteidigt sich, dann wird erneut abgestimmt: Für die Inhaftierung braucht es mehr als die Hälfte der Lebenden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>Wer vorn liegt, verteidigt sich, dann wird erneut abgestimmt: Für die Inhaftierung braucht es mehr als die Hälfte der Lebenden; wer vorn liegt, stimmt nicht mit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>Bei Gleichstand scheidet niemand aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>Bei Gleichstand verteidigen sich die Gleichplatzierten, und es wird unter ihnen erneut abgestimmt; bleibt es beim Gleichstand, scheidet niemand aus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>Ein Gleichstand ist ein Autounfall: Die Gleichplatzierten verteidigen sich, und es wird unter ihnen erneut abgestimmt; bei erneutem Gleichstand stimmen alle über „Sollen sie alle ausscheiden?“ ab.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>Wird niemand nominiert, endet der Tag ohne Abstimmung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>Der Tag kann erst enden, wenn jemand nominiert ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>Am ersten Tag wird über einen einzelnen Kandidaten nicht abgestimmt: Der Tag endet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>Der Tag darf ohne Abstimmung enden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>Der Tag kann nicht ohne Abstimmung enden.</translation>
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
        <translation>Rede {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>Diskussion {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>Verteidigung {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>letzte Worte {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>letzte Worte nach einem Nachtmord {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>ganzer Tag {time}, mit Warnung {warning} vor dem Ende</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>ganzer Tag {time}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>Zuerst eine Kennenlernnacht: Die Mafia öffnet die Augen und lernt sich kennen; niemand wird getötet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>Zuerst eine ruhige Nacht: Niemand wird getötet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>In dieser Nacht zeigt sich außerdem dem Spielleiter: {title}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>In dieser Nacht zeigen sich außerdem dem Spielleiter: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>Das Spiel beginnt mit einer Nacht, und schon in der ersten Nacht wird getötet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>Die Mafiosi kennen einander nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>Die Mafiosi kennen einander von Anfang an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}; dann: {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>Danach jede Nacht: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>Jede Nacht: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>Die Mafia darf auch niemanden wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>Die Mafia muss ein Opfer wählen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>die Mafia schießt (mehr als die Hälfte muss sich einig sein)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>die Mafia schießt (alle müssen sich einig sein)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {title} may protect themself.</source>
        <translation>{title}: darf sich selbst schützen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>{title}: darf sich nicht selbst schützen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>{title}: darf sich selbst schützen, aber nie zwei Nächte hintereinander denselben Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>{title}: darf weder sich selbst schützen noch zwei Nächte hintereinander denselben Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>{title}: Eine Rettung des Opfers wird am Morgen verkündet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>{title}: Nach einer Rettung des Opfers verkündet der Morgen nur, dass niemand gestorben ist.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>Die Stadt gewinnt, wenn alle Mafiosi ausgeschieden sind; die Mafia gewinnt, wenn sie in der Überzahl ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>Die Stadt gewinnt, wenn alle Mafiosi ausgeschieden sind; die Mafia gewinnt, wenn sie mindestens so viele Spieler hat wie der Rest.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>Die Stadt gewinnt, wenn alle Mafiosi und {others} ausgeschieden sind; die Mafia gewinnt in der Überzahl, sobald {others} ausgeschieden ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>Die Stadt gewinnt, wenn alle Mafiosi und {others} ausgeschieden sind; die Mafia gewinnt, wenn sie mindestens so viele Spieler hat wie der Rest, sobald {others} ausgeschieden ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>Die Karte eines ausgeschiedenen Spielers bleibt verdeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>Wer abgewählt wird, deckt die Karte auf; andere Karten bleiben verdeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>Die Karte jedes ausgeschiedenen Spielers wird aufgedeckt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Der Spielleiter gibt Fouls: Das dritte halbiert die nächste Rede des Spielers, das vierte führt zum sofortigen Ausschluss.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>Der Spielleiter gibt Fouls: Das dritte kostet den Spieler die nächste Rede, das vierte führt zum sofortigen Ausschluss.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>Technische Fouls werden getrennt gezählt: {count} führen zum Ausschluss.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>Der erste nachts erschossene Spieler nennt in den letzten Worten drei Spieler: der beste Zug.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>Punkte: {win} für jeden Spieler der Siegerseite, {two} oder {three} für einen besten Zug mit zwei oder drei Mafiosi, {fouls} für einen Ausschluss durch Fouls sowie die Zusatzpunkte des Spielleiters.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop – Spielplan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>Turnierplan</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>Setzen aus:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>Sitzkreis</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>Serienwertung</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>Spiele werden gelesen…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>Tabelle, Rating-Verlauf und Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>Rating-Verlauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>Spielerstatistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Nach Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>In der ersten Nacht erschossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>Prüfungen: Treffer / gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafia genannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>Wie die Spiele endeten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs&apos; statistics</source>
        <translation>Paarstatistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+97"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>Zusammen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>Zusammen gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>Gegeneinander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>Siege des Ersten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>Siege des Zweiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any or none</source>
        <translation>Beliebig oder keins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>Noch kein beendetes Spiel: Die Tabelle füllt sich, sobald Spiele enden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>Keine beendeten Spiele in dieser Auswahl.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>Rating von %1, Spiel für Spiel</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>am Ende im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>nachts getötet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>abgewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>durch Zeitlimit raus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>durch Fouls ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>durch technische Fouls ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>vom Spielleiter ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Der Drucker ist nicht angelaufen; es wurde nichts gedruckt.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>Stimmen des Systems</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Narrator&apos;s voice for</source>
        <translation>Erzählerstimme für</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>Stimme: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hear it</source>
        <translation>Anhören</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>Anhören: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> words a minute</source>
        <translation> Wörter/Min.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Narrator&apos;s volume</source>
        <translation>Lautstärke des Erzählers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>Erzähler stumm schalten (Untertitel bleiben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>Nachtklang: ein leises Rauschen, das das Rascheln der Hände überdeckt</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>Lautstärke des Nachtklangs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>Pause pro aufgerufenem Platz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>Das Netzwerk, über das sich die Handys der Spieler mit dem Laptop verbinden: das WLAN des Raums oder der Hotspot des Laptops.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>Die klarste installierte</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+51"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>Karten, Erzähler und Bildschirme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How players learn their cards</source>
        <translation>Wie die Spieler ihre Karten erfahren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>Die App teilt aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical or printed cards</source>
        <translation>Echte oder gedruckte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>Die App teilt aus und druckt Faltkarten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>Spieler dürfen ihre eigenen Handys nutzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Narrator, with captions</source>
        <translation>Erzähler mit Untertiteln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>Sprache des Erzählers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>Niemand an den Tasten: pro Rolle</translation>
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
        <translation>Tisch auf einem anderen Bildschirm zeigen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>Der Laptop geht einmal herum: Jeder Spieler hält gedrückt, um die eigene Karte zu sehen, dann kommt der Laptop zum Spielleiter zurück.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>Jeder Spieler hält gedrückt, um die eigene Karte am Laptop zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>Der Spielleiter teilt ein echtes oder gedrucktes Kartenspiel aus und tippt dann jeden Platz und dessen Karte an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>Jeder Spieler gibt die eigene Karte am Laptop ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>Falte jede Karte und gib sie dem Spieler, dessen Name darauf steht; das Spiel beginnt sofort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>Nur mit Spielleiter: Sonst darf niemand alle Karten drucken.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>Handys verbinden sich über einen QR-Code, der bei der Verteilung erscheint, im selben WLAN oder im Hotspot des Laptops; nichts zu installieren. Wer keins hat, spielt am Laptop.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>Nur wenn die App austeilt: Der Code jedes Spielers erscheint neben der Karte.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>Ein Spielleiter am Laptop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>Einer von euch leitet das Spiel an der Konsole und spielt nicht mit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>Laptop herumreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>Alle spielen: Nachts trifft jeder Spieler allein mit dem Laptop eine Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>Laptop in der Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>Alle spielen: Jede Rolle wacht der Reihe nach auf und nutzt den Laptop, während die anderen schlafen.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>Wie wollt ihr spielen?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>Spieler in Platzreihenfolge</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>Name eines neuen Spielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>Name des neuen Spielers</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>Spieler in Platzreihenfolge</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>Auslosung rückgängig</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>Spieler zufällig setzen (eine Turnierrunde)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>Die Plätze wurden ausgelost.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>Club oder Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>Serie (ein Abend, eine Saison)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>Clubspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1: höchstens %2 Zeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1: hier sind keine Zeilenumbrüche oder Tabulatoren erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1: hier sind keine unsichtbaren oder Textrichtungszeichen erlaubt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>Protokoll und Serie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>Protokoll und Serie zeigen</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>Spielnummer des Abends</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>Spieltyp</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>Turnierspiel: Runde %1, Tisch %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>Datum: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-97"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>Hausregeln zeigen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>Rollen im Spiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>Rollen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>Eigene Rollen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>Keine Wertung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>Eigene Punkte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Back to the preset</source>
        <translation>Zurück zum Regelwerk</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Changed from the preset</source>
        <translation>Vom Regelwerk geändert</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>Die Verteilung</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>Empfohlene Verteilung</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>Plätze: zum Umsortieren ziehen oder Alt+Pfeiltasten</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>Wählt zuerst oben, wie ihr spielt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>Diese Regeln sind für genau %1 Spieler; es sind %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>Diese Regeln sind für %1 bis %2 Spieler; es sind %3.</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>Trotzdem starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>Anderen Ordner wählen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>Ein Ordner für die Spiele und Einstellungen dieses Starts</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>Schreibgeschützt: Nichts, was du spielst, wird gespeichert. Um ein Spiel zu behalten, speichere eine Kopie woanders (Spiel, Kopie speichern unter…, Strg+Umschalt+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+309"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its lock file: %1</source>
        <translation>Die Sperrdatei: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop läuft bereits mit diesem Datenordner (Prozess %1), antwortet aber nicht. Schließe es oder beende diesen Prozess und starte dann neu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop läuft bereits mit diesem Datenordner (Prozess %1), aber dieser Start kann das Fenster nicht erreichen: Es gibt keinen Ordner, den nur du nutzen kannst und über den sich die beiden verständigen könnten (XDG_RUNTIME_DIR ist nicht gesetzt oder nicht privat, und in %2 lässt sich kein privater Ordner anlegen). Wechsle selbst zu jenem Fenster oder schließe es und starte neu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>Die Sperrdatei %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>Die Sperrdatei %1 nennt %2, der nicht mehr läuft: Die App, die sie angelegt hat, wurde beendet, ohne sie zu entfernen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>Die Sperrdatei %1 nennt %2, und das ist nicht Mafia Desktop: Die App, die sie angelegt hat, wurde wohl beendet, ohne sie zu entfernen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>Die Sperrdatei %1 lässt sich nicht lesen, daher kann dieser Start nicht erkennen, ob ein anderes Mafia Desktop diesen Datenordner nutzt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>Die Sperrdatei %1 wurde auf einem anderen Computer angelegt (%2), der diesen Datenordner vielleicht noch nutzt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>Die Sperrdatei %1 nennt %2, der noch läuft; dieses System kann nicht erkennen, ob es Mafia Desktop ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>Die Sperrdatei %1 nennt %2; dieses System kann nicht erkennen, ob er noch läuft oder ob es Mafia Desktop ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>Im Datenordner %1 lässt sich nichts schreiben: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>Du kannst die App schreibgeschützt öffnen (nichts, was du spielst, wird gespeichert) oder einen anderen Ordner für die Spiele und Einstellungen dieses Starts wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>Auch dort lassen sich Spiele erst speichern, wenn das behoben ist: Du kannst trotzdem starten und weiterspielen oder einen anderen Ordner für die Spiele und Einstellungen dieses Starts wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>Wenn Mafia Desktop dort nicht läuft, starte trotzdem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>Wenn kein anderes Fenster von Mafia Desktop offen ist, starte trotzdem.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>Keine Sprachausgabe konnte starten ({reason}). Der Erzähler zeigt seine Sätze als Untertitel, mit den Signaltönen. Unter Linux braucht die Sprachausgabe Festival oder espeak-ng: Installiere sie (zum Beispiel: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) und starte die App neu.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>{path} konnte nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>{path} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>{path} konnte nicht geöffnet werden: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>{file} ist keine Spielaufzeichnung, die diese App öffnen kann: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>{file} fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} Die Datei wurde als {aside} beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>{path} konnte nicht gelesen werden: Es ist keine normale Datei (ein Ordner, eine Pipe oder ein Gerät).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>{path} konnte nicht gespeichert werden: Es ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>{path} konnte nicht gespeichert werden: Es ist ein Gerät, keine Datei; es wurde nichts hineingeschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>{path} konnte nicht gespeichert werden: Es ist eine Pipe (FIFO), keine Datei; es wurde nichts hineingeschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>{path} konnte nicht gespeichert werden: Es ist ein Socket, keine Datei; es wurde nichts hineingeschrieben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>Stattdessen wurde die vorige intakte Kopie von {file} geöffnet (Eingaben darin: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (gib auf diesem Datenträger etwas Platz frei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (gib Platz frei: Das Speicherkontingent ist voll)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (der Datenträger ist schreibgeschützt: Speichere eine Kopie woanders)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (prüfe die Berechtigungen des Ordners oder speichere eine Kopie woanders)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} ist eine Datei, wo ein Ordner sein sollte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (ein Teil des Pfads ist eine Datei, wo ein Ordner sein sollte)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>Für dieses Spiel wurden keine Handys gekoppelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>Die für ein anderes Spiel gekoppelten Handys sind nicht mehr gekoppelt: Kopple sie für dieses Spiel neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>{file} ist keine Liste gekoppelter Handys, die diese App lesen kann ({reason}): Kopple die Handys neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>{file} wurde von einer anderen Version der App geschrieben: Kopple die Handys neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>{file} ist ein Link, keine Datei dieser App: Ihm wurde nicht gefolgt; kopple die Handys neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>{file} war für ein anderes Benutzerkonto lesbar, daher sind die Schlüssel darin nicht mehr geheim: Kopple die Handys neu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} Kopple die Handys neu.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>Die Seriendatenbank {path} kann nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>Die Seriendatenbank {path} wird von einem anderen Programm benutzt (vielleicht von einem anderen Mafia Desktop). Schließe es und versuche es erneut.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} ist kein Turnier, das diese App öffnen kann: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>{path} konnte nicht gelöscht werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>Zum nächsten Timer springen</translation>
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
        <translation>Start</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the speech</source>
        <translation>Rede beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>Diese Rede beenden: Der nächste Timer ist dran</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>Der Erzähler macht sich bereit…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>Letzte Eingabe rückgängig machen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Noch eine Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>Derselbe Tisch, dieselben Regeln und Rollen, neu verteilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>Die Mafia hat kein Opfer gewählt: Sie wacht noch einmal auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>Die Mafia hat kein Opfer gewählt: noch eine Runde, für alle.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+51"/>
        <source>Waiting for the phones of: %1</source>
        <translation>Warte auf die Handys von: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>Untertitel des Erzählers</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>Kein Netzwerk für die Handys: Verbinde dich mit dem WLAN des Raums oder starte den Hotspot des Laptops und wähle ihn dann in den Einstellungen. Bis dahin spielen alle am Laptop.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop – %1</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 Das Spiel läuft im Speicher weiter, und jeder nächste Zug versucht erneut zu speichern; eine Kopie lässt sich über das Menü „Spiel“ speichern.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>Diese Wahl ist gerade nicht möglich. Versuche es erneut oder geh zur nächsten Rolle.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-24"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>Drücke zuerst einen Knopf (wer anklagt, die Abstimmung…), dann tippe auf die Spieler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>Drücke zuerst einen Knopf (wer nominiert, die Abstimmung…), dann tippe auf die Spieler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1 kann dafür nicht gewählt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>Diesen Schuss erlauben die Regeln nicht (ein Schuss pro Person, nie auf sich selbst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>Eine Hand pro Person: Die Stimme von %1 wandert von %2 zu %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 spielt ab jetzt am Laptop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>Diese Regeln führen keine Fouls (die Clubwertung ist in der Spielvorbereitung aus).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 ist nicht mehr im Spiel: kein Foul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 ist nicht mehr im Spiel: Nur lebende Spieler sehen ihre Karte noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>Tippe drei Spieler für den besten Zug an: bisher %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>Drittes Foul für %1: Die nächste Rede dauert nur halb so lang. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>Drittes Foul für %1: Die heutige Rede entfällt. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>Drittes Foul für %1: Die nächste Rede entfällt. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>Viertes Foul für %1: Das bedeutet den Ausschluss. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>Foul %2 von 4 für %1. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>Diese Entscheidung des Spielleiters ist gerade nicht möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 ist schon nicht mehr im Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>Ein Ausschluss braucht eine Begründung, höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>Die Schussreihenfolge nennt einen bis drei verschiedene Spieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>Die Schussreihenfolge ist notiert: %1. „Rückgängig“ nimmt sie zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>Technisches Foul %2 von %3 für %1: Das bedeutet den Ausschluss. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>Technisches Foul %2 von %3 für %1. „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>%1 ist aus dem Spiel ausgeschlossen. „Rückgängig“ nimmt das zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>%1 hat das Spiel aufgegeben. „Rückgängig“ nimmt das zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>Noch nicht gehört: %1. Trotzdem jetzt abstimmen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>Noch nicht gehört: %1. Den Tag trotzdem beenden?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>%1 aus dem Spiel ausschließen? Das gilt sofort, ohne letzte Worte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>Gibt %1 das Spiel auf? Das gilt sofort, ohne letzte Worte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>Die Zeit ist um: Ein zufälliger lebender Spieler stirbt. Fortfahren?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>Diese Nacht neu beginnen? Jede Wahl dieser Nacht wird zurückgenommen, und die Züge beginnen wieder beim ersten Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>Zurück zum Tag vor dieser Nacht? Jede Wahl dieser Nacht wird zurückgenommen: Sag es dem Tisch und spielt die Nacht noch einmal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>letzte Wahl der Nacht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>Zurücknehmen: %1? Damit endete der Tag: Diese Nacht wird zurückgenommen, und der Tag geht weiter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>Zurücknehmen: %1?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>Anklage von {by} gegen {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>Nominierung von {target} durch {by}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>Unterstützung durch {by}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>Stimmenzählung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>Ende des Tages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>Anbruch des Morgens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>letzte Eingabe</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-97"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-409"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>Mafia, Augen auf: Tippe auf das Opfer, das sie wählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>Mafia: Auf wen schießt du heute Nacht? Du schießt allein; auch „Niemand“ ist eine Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} shot at {target}</source>
        <translation>{by} schoss auf {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>Mafia: Wen tötet die Mafia heute Nacht? Deine Wahl ersetzt die vorige.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, auf den gezeigt wird.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}: Nach wem fragst du heute Nacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by} prüfte {target}: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/phrases.py" line="+900"/>
        <source>mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not mafia</source>
        <translation>keine Mafia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is mafia.</source>
        <translation>{target} ist Mafia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} ist keine Mafia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}: Wer ist deiner Meinung nach {finds}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} prüfte, ob {target} {title} ist: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is the {title}.</source>
        <translation>{target} ist {title}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} ist nicht {title}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, der geschützt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}: Wen schützt du heute Nacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} protected {target}</source>
        <translation>{by} schützte {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, der getötet wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}: Wen tötest du heute Nacht? Du tötest allein; auch „Niemand“ ist eine Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by} stach auf {target} ein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, mit dem die Nacht verbracht wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}: Mit wem verbringst du die Nacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>{by} verbrachte die Nacht mit {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>{player} darf heute nicht abstimmen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, der bewacht wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}: Wen bewachst du heute Nacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by} bewachte {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} starb beim Bewachen von {player}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The town wins!</source>
        <translation>Die Stadt gewinnt!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>Die Mafia gewinnt!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>Sieg: {role}!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>Der Serienmörder gewinnt!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, der blockiert wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}: Wen blockierst du heute Nacht? Was dieser Spieler heute Nacht tut, zählt nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by} blockierte {target}</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>Der Narr gewinnt!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>{title}, Augen auf: Tippe auf den Spieler, auf den geschossen wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}: Auf wen schießt du heute Nacht? Einmal pro Spiel, statt deiner Prüfung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by} schoss auf {target}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>{title}, Augen auf: Tippe auf die zwei Spieler, die verglichen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}: Welche zwei Spieler vergleichst du heute Nacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by} verglich {target}: {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>gleiche Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>verschiedene Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} und {second} spielen auf derselben Seite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} und {second} spielen auf verschiedenen Seiten.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1160"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>Jugendgruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Engel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zero night</source>
        <translation>Nullte Nacht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>Die Regeln von András Kuba, 1997</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>Ein Spiel für Jugendgruppen, mit Spielkarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>Russische Clubregeln, zehn nummerierte Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>Die Princeton-Regeln, mit dem Engel</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meeting night</source>
        <translation>Kennenlernnacht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>Nacht {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Tag {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>Anklage gegen {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>Hinrichtung von {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>Verurteilung von {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>Gefängnis für {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>Ausscheiden aller: {who}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>Die Mafia lernt sich kennen, dann zeigt sich dem Spielleiter: {title}. Heute Nacht stirbt niemand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>Die Mafia öffnet die Augen und lernt sich kennen. Heute Nacht stirbt niemand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>Die Stadt schläft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>Gespräch: Am ersten Tag wird nicht abgestimmt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>Diskussion und Anklagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} klagt {suspect} an. Unterstützt jemand die Anklage?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>Abstimmung über die Anklage gegen {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>Letzte Worte, dann die Abstimmung über die Hinrichtung von {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>Verteidigung, dann die Abstimmung über die Verurteilung von {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>Verteidigung, dann die erneute Abstimmung über das Gefängnis für {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>Sollen alle ausscheiden: {who}?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>Reden und Nominierungen. Nominiert: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>Reden und Nominierungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>Diskussion, dann stimmt jede Hand einmal ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>Gleichstand: Verteidigung von {who}, dann erneute Abstimmung.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tap the player who nominates.</source>
        <translation>Tippe auf den Spieler, der nominiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor}: Tippe auf den nominierten Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>Tippe auf den Spieler, der anklagt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor}: Tippe auf den angeklagten Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who seconds.</source>
        <translation>Tippe auf den Spieler, der unterstützt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player} nimmt jemanden mit: Tippe auf den genannten Spieler oder auf „Niemand“, wenn alle verschont bleiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>Tippe auf den Spieler, der die Karte des Bürgermeisters zeigt: Die App prüft sie und sagt es, wenn sie nicht stimmt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap every raised hand, then count.</source>
        <translation>Tippe jede erhobene Hand an, dann zähle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>Tippe auf den Spieler, über den abgestimmt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>Bester Zug von {name}: Tippe die drei genannten Spieler an ({count} von 3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>Hände für {candidate}: Tippe jede erhobene Hand an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>Lass das Kennenlernen geschehen, dann rufe den Morgen aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>Alle wurden aufgerufen. Rufe den Morgen aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>Nach diesen Regeln muss die Mafia ein Opfer wählen: zurück zur Mafia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>Mafia, Augen zu: Lies jeden Platz vor und tippe jeden Spieler an, der dabei ein Zeichen gibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>Mafia, Augen zu: Tippe jeden Spieler an, der beim aufgerufenen Platz ein Zeichen gibt. Die Liste läuft weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>Die Liste ist angehalten. Tippe jeden Spieler an, der beim aufgerufenen Platz ein Zeichen gibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>Die Liste ist bis zum Ende aufgerufen, und niemand hat ein Zeichen gegeben: kein Schuss. Mach weiter oder rufe sie noch einmal auf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} — {name}</source>
        <translation>Platz {seat} – {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the list</source>
        <translation>Ende der Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>Die prüfende Rolle wacht auf: Tippe auf den Spieler, auf den gezeigt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>Der Pate wacht auf: Tippe auf den Spieler, auf den er zeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>Die schützende Rolle wacht auf: Tippe auf den Spieler, der geschützt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>Halte den Knopf, um die Antwort zu sehen; dann rufe die nächste Rolle auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>Sind die letzten Worte gesprochen, wird es Nacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>Alle sehen, wer ausgeschieden ist und mit welcher Karte; dann wird es Nacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>Alle sehen, wer ausgeschieden ist; dann wird es Nacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>Wessen Karte? Tippe auf den Platz des Spielers, der die eigene Karte noch einmal sehen will.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>{title}, Augen auf: Drücke, was heute Nacht getan wird, dann tippe auf den Spieler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>Markiert: {names}. Tippe auf den nächsten genannten Spieler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (einmal pro Spiel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} ({count}-mal pro Spiel)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>Karte noch einmal ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>Nominieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>Anklagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>Unterstützen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>Bürgermeisterkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <location line="-689"/>
        <source>Vote</source>
        <translation>Abstimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>Tag beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>Es wird Nacht</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>Zeit um: Das Los entscheidet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>Nächster Kandidat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>Voriger Kandidat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>Weiterer Kandidat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>Stimmen zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>Morgen</translation>
    </message>
    <message>
        <location line="-681"/>
        <source>Next seat</source>
        <translation>Nächster Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>Letzter Platz: fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>Liste starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>Liste anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>Liste fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>Diesen Platz noch einmal aufrufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>Einen Platz zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shot: go on</source>
        <translation>Kein Schuss: weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>Liste noch einmal aufrufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>Nächste Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>Der nächste Spieler dieser Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>Es wird Nacht: Laptop weitergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>Bester Zug: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>Zusatzpunkte…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>Besten Zug eintragen ({count} von 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} klagt {target} an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} nominiert {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} unterstützt die Anklage gegen {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>Keine Unterstützung: Die Anklage gegen {target} verfällt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>Sollen alle ausscheiden: {who}? {yes} Ja, {needed} nötig – {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>Abstimmung ({motion}): {yes} Ja, {needed} nötig – {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>Stimmen: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>Gleichstand zwischen {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>{player} ist freigesprochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>{player} wurde in der Nacht getötet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>Zeit abgelaufen: Das Los schickt {player} in den Tod</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player} wird durch das vierte Foul ausgeschlossen, ohne letzte Worte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player} wird durch technische Fouls ausgeschlossen, ohne letzte Worte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player} wird vom Spielleiter ausgeschlossen, ohne letzte Worte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player} gibt das Spiel auf und scheidet aus, ohne letzte Worte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>{player} scheidet durch die Abstimmung aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>Karte von {player}: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>Niemand ist gestorben: {player} wurde gerettet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>Niemand ist gestorben: Das Opfer wurde gerettet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>Ein guter Morgen: Niemand ist gestorben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} nimmt {target} mit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} verschont alle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} zeigt die Bürgermeisterkarte: Diese Hand zählt doppelt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player}: von der Mafia getroffen – Wechsel zur Mafia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player} wurde in der Nacht angegriffen und ist unversehrt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}: drittes Foul, die nächste Rede dauert nur halb so lang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>Die Reden beginnen mit {first}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}: Diese Rede dauert nur halb so lang (drei Fouls)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}: technisches Foul {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>Nur ein Kandidat am ersten Tag ({player}): keine Abstimmung, es wird Nacht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>Schussreihenfolge des Paten: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}: drittes Foul, die nächste Rede entfällt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}: Foul {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player}: Diese Rede entfällt (drei Fouls)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>Bester Zug von {player}: {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>Bester Zug von {player}: {named} (davon Mafia: {mafia})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>Zusatzpunkte für {player}: {points} ({reason})</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The {by}: {result}</source>
        <translation>{by}: {result}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {by}: {targets} — {result}</source>
        <translation>{by}: {targets} – {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {by}: mafia</source>
        <translation>{by}: Mafia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}: keine Mafia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>{by}: {title} gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}: nicht {title}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} speaks</source>
        <translation>Rede: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>Letzte Worte: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>Verteidigung: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Diskussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Restzeit heute</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>ein Name darf höchstens 24 Zeichen haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>ein Name darf keine Zeilenumbrüche oder Tabulatoren enthalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>dieser Name sieht aus wie der eines anderen Spielers (ohne Rücksicht auf Groß- und Kleinschreibung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>ein Name darf keine unsichtbaren oder Textrichtungszeichen enthalten (Nullbreite, Bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>ein Name braucht mindestens einen sichtbaren Buchstaben, eine Ziffer oder ein Zeichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>Platz {seat} ({name}): {reason}.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>Alle haben ihre Karte gesehen. Gib den Laptop dem Spielleiter zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>Danke. Leg den Laptop zurück an seinen Platz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>Alle Rollen wurden aufgerufen: Die Nacht ist vorbei. Der Laptop bleibt in der Mitte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>Die Züge am Laptop sind vorbei. Die Nacht wartet auf die Handys.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>Alle waren dran. Leg den Laptop zurück in die Mitte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>Alle waren dran. Gib den Laptop zurück an den Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>{role}, Augen auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>Gib den Laptop an {who} (Platz {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>{who} ist dran (Platz {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>Tippe zuerst auf einen Platz, dann auf „Bestätigen“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>Diese Wahl ist nicht möglich: Wähle einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>Welche Karte hast du? Wähle sie unten aus, dann „Bestätigen“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are: {role}</source>
        <translation>Du bist: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other mafia:</source>
        <translation>Die übrige Mafia:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who do you suspect most?</source>
        <translation>Wen verdächtigst du am meisten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>Wem vertraust du am meisten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>Wer war heute am stillsten?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>Danke. Deine Antwort ist notiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>Wähle unten, was du heute Nacht tust; dann tippe auf den Spieler und auf „Bestätigen“. Der Schritt endet von selbst, wenn seine Zeit um ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>Tippe auf den gewählten Spieler, dann auf „Bestätigen“. Der Schritt endet von selbst, wenn seine Zeit um ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You chose: {act}.</source>
        <translation>Deine Wahl: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>Bisher gewählt: {names}. Tippe auf den nächsten Spieler, dann auf „Bestätigen“.</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>Du nennst {count} Spieler: Tippe auf den ersten, dann auf „Bestätigen“.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>Tippe auf den gewählten Spieler, dann auf „Bestätigen“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>Der Schritt endet von selbst, wenn seine Zeit um ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>Zurück zum Spielleiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>Zum Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>Karten prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More time</source>
        <translation>Mehr Zeit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>{entered} × {card} eingegeben, aber {dealt} ausgeteilt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>Alle geben ihre Karte noch einmal ein, jeder für sich.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}: {entered} eingegeben, {dealt} ausgeteilt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>Tippe auf einen Platz, um dessen Karte zu ändern.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>Bisher: {target} (gewählt von {by}).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You learn nothing tonight.</source>
        <translation>Heute Nacht erfährst du nichts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{targets}: {result}.</source>
        <translation>{targets}: {result}.</translation>
    </message>
</context>
<context>
    <name>TournamentScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="-390"/>
        <source>Tournament games</source>
        <translation>Turnierspiele</translation>
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
        <translation>Turniere</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>Neues Turnier…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>Spielplan und Tabelle</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Punkte bester Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>Dieses Spiel starten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>Spielplan drucken…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>Turniere werden gelesen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>Eine Datei, die sich nicht lesen lässt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>Noch kein Turnier: „Neues Turnier…“ legt eines an und verteilt die Plätze.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>Spieler: %1; Tische: %2; Runden: %3; gespielt: %4 von %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>Setzen aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>Wertung nach: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>Das Turnier „%1“ löschen? Seine Spiele bleiben erhalten.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>Der Drucker ist nicht angelaufen; es wurde nichts gedruckt.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>Die Stimme konnte nicht heruntergeladen werden ({reason}). Es wurde nichts gespeichert; der Erzähler spricht weiter mit den vorhandenen Stimmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>Der Download brach vor dem Ende ab ({reason}). Es wurde nichts gespeichert: Versuche es mit einer stabileren Verbindung erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>Die empfangene Datei ist nicht die erwartete Stimme (ihre Prüfsumme weicht ab): Sie wurde gelöscht, und es wurde nichts installiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>Nicht genug Platz auf dem Datenträger: Die Stimme braucht {megabytes} MB frei in {folder}. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>Die Stimme konnte nicht in {folder} gespeichert werden ({reason}). Es bleibt nichts davon zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>Das Herunterladen der Stimme wurde abgebrochen. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>Diese Kopie der App kann keine sicheren Verbindungen (HTTPS) öffnen und die Stimme daher nicht herunterladen. Lege stattdessen die beiden Dateien der Stimme ({name}.onnx und {name}.onnx.json) von Hand in {folder}.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>Stimme herunterladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>Stimme wird heruntergeladen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>Für diese Sprache gibt es keine Piper-Stimme.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>Die neuronalen Stimmen von Piper brauchen das Paket piper-tts (pip install piper-tts); bis dahin spricht der Erzähler mit Festival oder espeak-ng.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>Die Stimmen von Piper können hier nicht sprechen (%1); der Erzähler spricht mit Festival oder espeak-ng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>Die neuronale Piper-Stimme %1 ist installiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>Eine klarere neuronale Stimme: Piper-Stimme %1 (%2 MB), nur auf deinen Wunsch vom Piper-Projekt heruntergeladen. Die App funktioniert auch ohne sie.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>Piper-Stimme %1 wird heruntergeladen (%2 MB)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>Die neuronale Piper-Stimme %1 ist installiert: Der Erzähler spricht ab jetzt mit ihr.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
</TS>
