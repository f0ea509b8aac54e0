<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
        <translation>uso:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subcommands</source>
        <translation>subcomandos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: error: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument {argument_name}: {message}</source>
        <translation>argumento {argument_name}: {message}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the following arguments are required: {arguments}</source>
        <translation>se requieren los siguientes argumentos: {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>argumentos no reconocidos: {arguments}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>valor no válido: {value} (elige entre {choices})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid {type} value: {value}</source>
        <translation>valor no válido ({type}): {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>se esperaba como máximo un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>opción ambigua: {option} podría ser {matches}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored explicit argument {value}</source>
        <translation>se ignora el argumento explícito {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected option string: {option}</source>
        <translation>opción inesperada: {option}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument {argument}</source>
        <translation>no se permite junto con el argumento {argument}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments {arguments} is required</source>
        <translation>se requiere uno de los argumentos {arguments}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown parser {parser_name} (choices: {choices})</source>
        <translation>subcomando desconocido: {parser_name} (opciones: {choices})</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="+862"/>
        <source>town favoured</source>
        <translation>ventaja del pueblo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mafia favoured</source>
        <translation>ventaja de la mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+106"/>
        <source>{role} favoured</source>
        <translation>ventaja: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+506"/>
        <source>Maniac favoured</source>
        <translation>ventaja del Maníaco</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Jester favoured</source>
        <translation>ventaja del Bufón</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="+895"/>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+24"/>
        <source>even</source>
        <translation>igualado</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/balance_view.py" line="+56"/>
        <source>The mafia&apos;s chance for each number of mafia: %1</source>
        <translation>Probabilidad de la mafia según el número de mafiosos: %1</translation>
    </message>
</context>
<context>
    <name>BalanceView</name>
    <message>
        <location line="+48"/>
        <source>The mafia&apos;s chance (random play) by number of mafia</source>
        <translation>Probabilidad de la mafia (juego al azar) según el número de mafiosos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No odds: this deal cannot start.</source>
        <translation>Sin probabilidades: con este reparto no se puede empezar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Random play is worked out exactly only without %1: the figures above are simulated.</source>
        <translation>El juego al azar solo se calcula con exactitud sin estos roles: %1; las cifras de arriba son simuladas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables play better than random play.</source>
        <translation>Juego al azar (cada votación y cada asesinato al azar): mafia %1%, pueblo %2%. En una mesa real se juega mejor que al azar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Informed play (the town acts on what its checks find): working it out…</source>
        <translation>Juego informado (el pueblo actúa según lo que revelan sus comprobaciones): calculando…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4</source>
        <translation>Juego informado (el pueblo actúa según lo que revelan sus comprobaciones): mafia %1% ± %2, pueblo %3% — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1: %2%)</source>
        <translation>(%1: %2%)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../../mafia_desktop/engine/cards.py" line="+64"/>
        <location line="+56"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>King</source>
        <translation>Rey</translation>
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
        <translation>comodín negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+56"/>
        <location line="+1"/>
        <source>red Joker</source>
        <translation>comodín rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/engine/roles.py" line="+35"/>
        <location line="+1"/>
        <source>blank card</source>
        <translation>carta en blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Ace of spades</source>
        <translation>As de picas</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ace of hearts</source>
        <translation>As de corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>As de diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Ace of clubs</source>
        <translation>As de tréboles</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>King of spades</source>
        <translation>Rey de picas</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+28"/>
        <source>King of hearts</source>
        <translation>Rey de corazones</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>King of diamonds</source>
        <translation>Rey de diamantes</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <location line="+24"/>
        <source>King of clubs</source>
        <translation>Rey de tréboles</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+61"/>
        <source>Queen of spades</source>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+40"/>
        <source>Queen of hearts</source>
        <translation>Reina de corazones</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>Queen of diamonds</source>
        <translation>Reina de diamantes</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+55"/>
        <source>Queen of clubs</source>
        <translation>Reina de tréboles</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+58"/>
        <source>Jack of spades</source>
        <translation>Jota de picas</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of hearts</source>
        <translation>Jota de corazones</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>Jack of diamonds</source>
        <translation>Jota de diamantes</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+52"/>
        <source>Jack of clubs</source>
        <translation>Jota de tréboles</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <location line="+55"/>
        <source>number card (2–10)</source>
        <translation>carta numérica (2–10)</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Jack or Queen</source>
        <translation>Jota o Reina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King of hearts or diamonds</source>
        <translation>Rey de corazones o de diamantes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>King of clubs or spades</source>
        <translation>Rey de tréboles o de picas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen of hearts or diamonds</source>
        <translation>Reina de corazones o de diamantes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace of spades or clubs</source>
        <translation>As de picas o de tréboles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jack, black King or Queen</source>
        <translation>Jota, o Rey o Reina negros</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>red card (2–9)</source>
        <translation>carta roja (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card (2–9)</source>
        <translation>carta negra (2–9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1108"/>
        <source>blank card with “{role}” written on it</source>
        <translation>carta en blanco con «{role}» escrito</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{cards} or {card}</source>
        <translation>{cards} o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} from the other deck</source>
        <translation>{card} de la otra baraja</translation>
    </message>
</context>
<context>
    <name>CircleKeys</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/keys.py" line="+140"/>
        <source>alive</source>
        <extracomment>a seat was picked (click, tap, Enter, or its number typed) in reorder mode, a seat was dragged from one position to another (0-based) a seat was held down (a long press), or F pressed on the seat with the cursor: a foul</extracomment>
        <translation>en juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>fuera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fouls: %1</source>
        <translation>faltas: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1, %2, %3</source>
        <translation>Asiento %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../../mafia_desktop/cli.py" line="-1467"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Dirige una partida de Mafia con un solo portátil.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>resume a recorded game on the table</source>
        <translation>reanudar en la mesa una partida registrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the app with the game in FILE on the table, where it stopped.</source>
        <translation>Abrir la aplicación con la partida de FILE en la mesa, en el punto donde se quedó.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a game record (JSON)</source>
        <translation>un registro de partida (JSON)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replay a game record and print its transcript as JSON</source>
        <translation>reproducir un registro de partida e imprimir su transcripción en JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).</source>
        <translation>Reproducir un registro de partida sin ventana e imprimir la transcripción en JSON. Código de salida 0 si se aceptaron todas las entradas, 2 en caso contrario; 1 si no se puede escribir la transcripción (la salida estándar está cerrada o su disco, lleno: se indica en la salida de errores estándar).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the record, or - for standard input</source>
        <translation>el registro, o - para la entrada estándar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print cards and sheets to a PDF</source>
        <translation>imprimir cartas y hojas en un PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee&apos;s sheet for a recorded game, a game&apos;s protocol, a game&apos;s log, or a tournament&apos;s schedule.</source>
        <translation>Crear un PDF: cartas de rol y composición de la baraja para un reparto, cartas plegables y la hoja del moderador para una partida registrada, el acta de una partida, el desarrollo de una partida o el calendario de un torneo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>role cards (with backs and cut marks) and the deck recipe</source>
        <translation>cartas de rol (con reversos y marcas de corte) y la composición de la baraja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how many players</source>
        <translation>cuántos jugadores</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>how many of this role (default: the recommended deal)</source>
        <translation>cuántas cartas de este rol (por defecto: el reparto recomendado)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards always come shuffled; a seed gives the same order every time</source>
        <translation>las cartas siempre salen barajadas; con una semilla, el orden es siempre el mismo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fold-over cards for the players in --out, and the referee&apos;s sheet as a separate file beside it (cards.pdf -&gt; cards-referee.pdf)</source>
        <translation>cartas plegables para los jugadores en --out, y la hoja del moderador en un archivo aparte al lado (cards.pdf -&gt; cards-referee.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game&apos;s protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points</source>
        <translation>el acta de una partida, como la llevan los clubes: encabezado, nominaciones y votaciones, faltas, disparos, la mejor jugada y los puntos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a game&apos;s log: the cards and the whole timeline</source>
        <translation>el desarrollo de una partida: las cartas y toda la cronología</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a tournament&apos;s schedule: every round and table, then a sheet for each table of each round</source>
        <translation>el calendario de un torneo: todas las rondas y mesas, y después una hoja para cada mesa de cada ronda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tournament file (.mafia-tournament.json)</source>
        <translation>un archivo de torneo (.mafia-tournament.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how likely each side is to win, for a deal and its rules</source>
        <translation>qué probabilidad tiene cada bando de ganar, con un reparto y su reglamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.</source>
        <translation>Las probabilidades de la mafia y del pueblo: exactas con juego al azar (Migdal 2010, ampliado a los roles) o simuladas con juego informado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the whole mafia team, the Don included where the rules have one</source>
        <translation>todo el equipo de la mafia, Padrino incluido si el reglamento lo tiene</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a house rule (JSON value)</source>
        <translation>una regla de la casa (valor JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games to simulate (informed)</source>
        <translation>partidas que simular (juego informado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print JSON</source>
        <translation>imprimir JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the standings of the club&apos;s series (finished games), as JSON or CSV</source>
        <translation>la clasificación de la serie del club (partidas terminadas), en JSON o CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game&apos;s series is the one set for it, else the date it was played. Each player&apos;s line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).</source>
        <translation>Imprimir la clasificación de una serie de partidas terminadas (una velada, una temporada) o de todas las partidas terminadas, a partir de las partidas guardadas; no se abre ninguna ventana. La serie de una partida es la que se le asignó o, si no, la fecha en que se jugó. La línea de cada jugador lleva su rating como rojo y como negro (tras cada partida hasta la última mostrada) y la compensación por la primera noche (Ci). Los filtros se suman: una serie, un torneo, un intervalo de días. Código de salida 0; 2 si no hay ninguna partida terminada (con los filtros), la serie o el torneo no existen, o la base de datos de series está en uso (se indica en stderr).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this series (default: every finished game)</source>
        <translation>esta serie (por defecto: todas las partidas terminadas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games of this tournament only</source>
        <translation>solo las partidas de este torneo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the games from this day on</source>
        <translation>las partidas desde este día</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the games up to this day</source>
        <translation>las partidas hasta este día, incluido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>statistics instead of the standings: each player&apos;s (wins by role, first-night shots, checks, best moves, fouls...), or each pair&apos;s (games together and against)</source>
        <translation>estadísticas en lugar de la clasificación: de cada jugador (victorias por rol, abatido la primera noche, comprobaciones, mejores jugadas, faltas...) o de cada pareja (partidas juntos y en contra)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>list the series instead, the newest first</source>
        <translation>listar las series en su lugar, de la más reciente a la más antigua</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder of saved games (default: the app&apos;s own)</source>
        <translation>la carpeta de partidas guardadas (por defecto: la de la aplicación)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check that the narrator can speak: say a line into a WAV file</source>
        <translation>comprobar que el narrador puede hablar: decir una frase en un archivo WAV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system&apos;s voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator&apos;s lines as captions), 2 when the voice asked for is not installed or the file cannot be written.</source>
        <translation>Iniciar los motores de voz que usa el narrador (Piper si hay instalada una voz del idioma, Festival si está instalado y, si no, pyttsx3: espeak-ng en Linux, las voces del sistema en otros sistemas), indicar qué motor y qué voz hablan el idioma y grabar con ellos una frase en un archivo WAV. Código de salida 0 si la voz funciona, 3 si no arranca ningún motor (la aplicación muestra entonces las frases del narrador como subtítulos), 2 si la voz pedida no está instalada o no se puede escribir el archivo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the language to speak (default: English)</source>
        <translation>el idioma en que hablar (por defecto: inglés)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this engine (default: the best one)</source>
        <translation>este motor (por defecto: el mejor)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this voice of the engine (default: the language&apos;s best)</source>
        <translation>esta voz del motor (por defecto: la mejor para el idioma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line (default: the night&apos;s first line)</source>
        <translation>la frase (por defecto: la primera frase de la noche)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>where to write it (default: a temporary file)</source>
        <translation>dónde escribirla (por defecto: un archivo temporal)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>where to write the PDF</source>
        <translation>dónde escribir el PDF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the PDF (default: English)</source>
        <translation>el idioma del PDF (por defecto: inglés)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a preset (classic, youth, club, angel) or rules JSON</source>
        <translation>un reglamento predefinido (classic, youth, club, angel) o un reglamento en JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the command&apos;s messages (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>el idioma de los mensajes del comando (si no, el de los ajustes o el del sistema)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar el número de versión del programa y salir</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>paint the window once, save it as a PNG at PATH and exit</source>
        <translation>dibujar la ventana una vez, guardarla como PNG en PATH y salir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the window&apos;s size, e.g. 1366x768 (for screenshots)</source>
        <translation>el tamaño de la ventana, por ejemplo 1366x768 (para capturas de pantalla)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the app&apos;s language this time (otherwise the settings&apos;, or the system&apos;s)</source>
        <translation>el idioma de la aplicación esta vez (si no, el de los ajustes o el del sistema)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{text} is not a size like 1366x768</source>
        <translation>{text} no es un tamaño como 1366x768</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}: width and height must be 200 to 8000</source>
        <translation>{text}: el ancho y el alto deben estar entre 200 y 8000</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must be a whole number, not {text}</source>
        <translation>debe ser un número entero, no {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be {low} or more, not {text}</source>
        <translation>debe ser {low} o más, no {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be at most {high}, not {text}</source>
        <translation>debe ser como máximo {high}, no {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>must be a day as YYYY-MM-DD, not {text}</source>
        <translation>debe ser un día en formato YYYY-MM-DD, no {text}</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.</source>
        <translation>HOME no está definida y esta cuenta no tiene carpeta personal propia, así que la aplicación guardaría sus partidas en {folder}; pero {problem}. Define HOME con una carpeta tuya y vuelve a iniciar la aplicación.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>HOME is not set; games are kept in {folder}</source>
        <translation>HOME no está definida; las partidas se guardan en {folder}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{folder} cannot be read ({reason})</source>
        <translation>no se puede leer {folder} ({reason})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>others may rename folders in {folder} (it is writable by others and not sticky)</source>
        <translation>otros pueden renombrar carpetas en {folder} (otros pueden escribir en ella y no tiene el bit sticky)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it cannot be made ({reason})</source>
        <translation>no se puede crear ({reason})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link, which someone else may have made, not a folder</source>
        <translation>es un enlace, que puede haber creado otra persona, y no una carpeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a file, not a folder</source>
        <translation>es un archivo, no una carpeta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that folder belongs to another account (user id {user}), which may read or change it</source>
        <translation>esa carpeta pertenece a otra cuenta (id de usuario {user}), que puede leerla o modificarla</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it was replaced while the app looked at it</source>
        <translation>se sustituyó mientras la aplicación la examinaba</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it cannot be checked ({reason})</source>
        <translation>no se puede comprobar ({reason})</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no file name given: say which game record to open.</source>
        <translation>no se ha indicado ningún nombre de archivo: di qué registro de partida abrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not write the screenshot: {reason}.</source>
        <translation>no se pudo escribir la captura de pantalla: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no file name given</source>
        <translation>no se ha indicado ningún nombre de archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not write the screenshot to {file}: {reason}.</source>
        <translation>no se pudo escribir la captura de pantalla en {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+48"/>
        <source>the disk is full</source>
        <extracomment>the exit status of a command whose answer could not be written to standard output why a file cannot be written, by the error&apos;s number</extracomment>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full (the disk quota)</source>
        <translation>el disco está lleno (cuota de disco agotada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+14"/>
        <source>it is closed</source>
        <translation>se ha cerrado</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>there is no permission to write there</source>
        <translation>no hay permiso para escribir ahí</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+91"/>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-1"/>
        <source>its folder does not exist</source>
        <translation>su carpeta no existe</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+98"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="-4"/>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>could not write to standard output: {reason}.</source>
        <translation>no se pudo escribir en la salida estándar: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the name is not a file name</source>
        <translation>el nombre no es un nombre de archivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a device, not a file</source>
        <translation>es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>es una tubería (FIFO), no un archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>no folder name given for --games.</source>
        <translation>no se ha indicado ningún nombre de carpeta para --games.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} no es una carpeta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no folder {folder}.</source>
        <translation>no existe la carpeta {folder}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the folder {folder}: {reason}.</source>
        <translation>no se puede leer la carpeta {folder}: {reason}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no finished game in {folder}.</source>
        <translation>no hay ninguna partida terminada en {folder}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no series {name}; the series are: {names}.</source>
        <translation>no existe la serie {name}; las series son: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no tournament {tournament}; the tournaments are: {ids}.</source>
        <translation>no existe el torneo {tournament}; los torneos son: {ids}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no tournament {tournament}: no finished game names a tournament.</source>
        <translation>no existe el torneo {tournament}: ninguna partida terminada indica un torneo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no finished game in these filters.</source>
        <translation>no hay ninguna partida terminada con estos filtros.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the line given with --say is not text (it has bytes that are not UTF-8).</source>
        <translation>la frase dada con --say no es texto (tiene bytes que no son UTF-8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+13"/>
        <source>no file name given for --out.</source>
        <translation>no se ha indicado ningún nombre de archivo para --out.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no speech engine could start ({reason}).</source>
        <translation>no se pudo iniciar ningún motor de voz ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Linux, speech needs Festival or espeak-ng: {command}</source>
        <translation>En Linux, la voz necesita Festival o espeak-ng: {command}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app still runs: the narrator shows its lines as captions.</source>
        <translation>La aplicación sigue funcionando: el narrador muestra sus frases como subtítulos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>engine: {engine} cannot start ({reason})</source>
        <translation>motor: {engine} no arranca ({reason})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voice {voice} of {engine} does not speak {language}; {voices}</source>
        <translation>la voz {voice} de {engine} no habla el idioma {language}; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} does not speak {language}; {voices}</source>
        <translation>la voz {voice} no habla el idioma {language}; {voices}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the voice {voice} of {engine} is not installed; {voices}</source>
        <translation>la voz {voice} de {engine} no está instalada; {voices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voice {voice} is not installed; {voices}</source>
        <translation>la voz {voice} no está instalada; {voices}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{engine} wrote no sound for {line} ({reason}).</source>
        <translation>{engine} no grabó ningún sonido para {line} ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{engine} cannot speak ({reason}): {other} speaks instead</source>
        <translation>{engine} no puede hablar ({reason}): habla {other} en su lugar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>default</source>
        <translation>predeterminada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice: {command}</source>
        <translation>Para una voz más clara: {command}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For a neural voice: Settings fetches Piper&apos;s {voice} on request.</source>
        <translation>Para una voz neuronal: en Ajustes puedes descargar la voz {voice} de Piper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{line}: {seconds} s in {file}</source>
        <translation>{line}: {seconds} s en {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line}: {seconds} s</source>
        <translation>{line}: {seconds} s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>could not write {file}: {reason}.</source>
        <translation>no se pudo escribir {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no voice of {engine} speaks {language}.</source>
        <translation>ninguna voz de {engine} habla el idioma {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice of any engine speaks {language}.</source>
        <translation>ninguna voz de ningún motor habla el idioma {language}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no voice of {engine} installed speaks {language}.</source>
        <translation>ninguna voz instalada de {engine} habla el idioma {language}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice installed speaks {language}.</source>
        <translation>ninguna voz instalada habla el idioma {language}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the voices that speak {language} are {voices}.</source>
        <translation>las voces que hablan el idioma {language} son {voices}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the value of --option {name} is nested too deeply</source>
        <translation>el valor de --option {name} tiene demasiados niveles de anidamiento</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{team} {chance}%</source>
        <translation>{team} {chance}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exact, random play</source>
        <translation>cálculo exacto, juego al azar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{how}; random play is not worked out exactly for these roles</source>
        <translation>{how}; el juego al azar no se calcula con exactitud para estos roles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})</source>
        <translation>mafia {mafia}%{margin}, pueblo {town}%{others} ({verdict}; {how})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>this deal cannot start: {problem}</source>
        <translation>con este reparto no se puede empezar: {problem}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the rules JSON is nested too deeply</source>
        <translation>el JSON del reglamento tiene demasiados niveles de anidamiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules are not valid JSON ({reason})</source>
        <translation>el reglamento no es un JSON válido ({reason})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles ({special}) than players ({players})</source>
        <translation>más roles especiales ({special}) que jugadores ({players})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a count of a role cannot be below 0</source>
        <translation>el número de cartas de un rol no puede ser menor que 0</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/cli.py" line="+5"/>
        <source>could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.</source>
        <translation>no se pudo escribir {file}: el nombre tiene bytes que no son texto (UTF-8); no se ha escrito nada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not write {file}: it is the game record being printed; nothing was written.</source>
        <translation>no se pudo escribir {file}: es el mismo registro de partida que se está imprimiendo; no se ha escrito nada.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no file name given: say which game record to print.</source>
        <translation>no se ha indicado ningún nombre de archivo: di qué registro de partida imprimir.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>could not read {file}: {reason}.</source>
        <translation>no se pudo leer {file}: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or directory</source>
        <translation>no existe tal archivo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not write {file}: {reason}; nothing was written.</source>
        <translation>no se pudo escribir {file}: {reason}; no se ha escrito nada.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The players&apos; fold-over cards are in {cards}; the referee&apos;s sheet is in {sheet}.</source>
        <translation>Las cartas plegables de los jugadores están en {cards}; la hoja del moderador, en {sheet}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>more special roles than players</source>
        <translation>más roles especiales que jugadores</translation>
    </message>
</context>
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="-1091"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>motor: {engine}, %n voz</numerusform>
            <numerusform>motor: {engine}, %n voces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>las voces que hablan el idioma {language} son {voices} (%n en total).</numerusform>
            <numerusform>las voces que hablan el idioma {language} son {voices} (%n en total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>síntesis: {engine}, voz {voice} ({language}), %n palabra por minuto</numerusform>
            <numerusform>síntesis: {engine}, voz {voice} ({language}), %n palabras por minuto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n partida de juego informado</numerusform>
            <numerusform>%n partidas de juego informado</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../../../mafia_desktop/club/__init__.py" line="+36"/>
        <source>A tournament has 1 to {most} tables, not {tables}.</source>
        <extracomment>English sentences for every refusal of the club&apos;s package, by code; ``{x}`` takes a parameter.</extracomment>
        <translation>Un torneo tiene de 1 a {most} mesas, no {tables}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>Un torneo tiene de 1 a {most} rondas, no {rounds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table seats {least} to {most} players, not {table_size}.</source>
        <translation>En una mesa caben de {least} a {most} jugadores, no {table_size}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.</source>
        <translation>{players} jugadores no bastan para {tables} mesas: cada mesa necesita al menos 7 jugadores, {least} en total.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player name “{name}” cannot be used: {problem}.</source>
        <translation>No se puede usar el nombre «{name}»: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{name}” is entered twice (names that look the same count as the same player).</source>
        <translation>«{name}» aparece dos veces (los nombres que se ven iguales cuentan como el mismo jugador).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pair to keep apart names “{name}”, who is not among the players.</source>
        <translation>La pareja que hay que separar incluye a «{name}», que no está entre los jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pair to keep apart needs two different players.</source>
        <translation>Una pareja que hay que separar necesita dos jugadores distintos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.</source>
        <translation>En la ronda {round} no se pueden separar todas las parejas: hay muy pocas mesas o muy pocos jugadores descansando. Separa menos parejas o añade una mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament&apos;s id must be 32 hexadecimal digits.</source>
        <translation>El identificador del torneo debe tener 32 dígitos hexadecimales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament&apos;s name has 1 to {most} characters, on one line.</source>
        <translation>El nombre de un torneo tiene de 1 a {most} caracteres, en una sola línea.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game type must be one of: {allowed}.</source>
        <translation>El tipo de partida debe ser uno de: {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tie-break order must list different keys from: {allowed}.</source>
        <translation>El orden de desempate debe enumerar claves distintas de entre: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no table {table} in round {round} of this tournament.</source>
        <translation>En la ronda {round} de este torneo no hay mesa {table}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a tournament: {reason}.</source>
        <translation>El archivo no es un torneo: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Mafia Desktop tournament.</source>
        <translation>El archivo no es un torneo de Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file is of version {version}, which this version of the app cannot read.</source>
        <translation>El archivo del torneo es de la versión {version}, que esta versión de la aplicación no sabe leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be {expected}.</source>
        <translation>En el archivo del torneo, «{member}» debe ser {expected}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament file has a member this app does not know: “{member}”.</source>
        <translation>El archivo del torneo tiene un campo que esta aplicación no conoce: «{member}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament file&apos;s “{member}” must be from {low} to {high}.</source>
        <translation>En el archivo del torneo, «{member}» debe estar entre {low} y {high}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tournament&apos;s schedule is not right: round {round}, {reason}.</source>
        <translation>El calendario del torneo no es correcto: ronda {round}, {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the number of tables is not the tournament&apos;s</source>
        <extracomment>What :data:`CLUB_ERRORS`&apos; ``bad_schedule`` says is wrong (its ``reason``), by code.</extracomment>
        <translation>el número de mesas no es el del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a table has too many or too few players</source>
        <translation>una mesa tiene demasiados o muy pocos jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is not among the players</source>
        <translation>un nombre no está entre los jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is seated twice, or both seated and sitting out</source>
        <translation>un jugador está sentado dos veces, o sentado y descansando a la vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player is neither seated nor sitting out</source>
        <translation>un jugador no está ni sentado ni descansando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair to keep apart sits at one table</source>
        <translation>una pareja que hay que separar está en la misma mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of rounds is not the tournament&apos;s</source>
        <translation>el número de rondas no es el del torneo</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/club/tournament.py" line="+97"/>
        <source>Points</source>
        <extracomment>The game types a tournament&apos;s games count as (the rating&apos;s step is per game type). The tie-break keys, in no order: key -&gt; (the result line&apos;s field, which way is better: 1 the more the better, -1 the fewer), and its label (context ``Club``).</extracomment>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Puntos por mejor jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer fouls</source>
        <translation>Menos faltas</translation>
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
        <translation>Vista previa</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>La impresora no arrancó; no se imprimió nada.</translation>
    </message>
</context>
<context>
    <name>Duties</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-251"/>
        <source>You have no night power. Find the mafia by talking, watching and voting.</source>
        <translation>No tienes poder nocturno. Descubre a la mafia hablando, observando y votando.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At night you and the other mafia choose whom to kill. By day, hide among the town.</source>
        <translation>De noche, junto con el resto de la mafia, eliges a quién matar. De día, escóndete entre el pueblo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You lead the mafia: you shoot with them, and each night you look for the {finds}.</source>
        <translation>Diriges la mafia: disparas con ellos, y cada noche intentas descubrir quién es {finds}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Each night you ask whether one player is mafia.</source>
        <translation>Cada noche preguntas si un jugador es de la mafia.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each night you protect one player from the mafia.</source>
        <translation>Cada noche proteges a un jugador de la mafia.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You play alone. Each night you may kill one player; you win when one other player is left.</source>
        <translation>Juegas solo. Cada noche puedes matar a un jugador; ganas cuando solo queda otro jugador.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Each night you spend the night with one player, never the same twice running: no one can kill them that night, and they may not vote the next day.</source>
        <translation>Cada noche pasas la noche con un jugador, nunca con el mismo dos noches seguidas: nadie puede matarlo esa noche, y al día siguiente no puede votar.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you guard one player, never yourself: if they are attacked, you die in their place.</source>
        <translation>Cada noche proteges a un jugador, nunca a ti mismo: si lo atacan, mueres en su lugar.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No one can kill you at night. Only the day&apos;s vote or fouls can put you out.</source>
        <translation>Nadie puede matarte de noche. Solo la votación del día o las faltas pueden eliminarte.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each night you block one player, never yourself: whatever they do that night does not count.</source>
        <translation>Cada noche bloqueas a un jugador, nunca a ti mismo: lo que haga esa noche no cuenta.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You play for the town. If the mafia shoot you, you do not die: you join them, and from the next night you shoot with them.</source>
        <translation>Juegas para el pueblo. Si la mafia te dispara, no mueres: te unes a ella, y desde la noche siguiente disparas con ellos.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play for yourself: if the day&apos;s vote puts you out, you alone win at once. Killed at night, you are simply out.</source>
        <translation>Juegas para ti: si la votación del día te elimina, ganas tú solo al instante. Si te matan de noche, simplemente quedas fuera.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You play for the town. Once, by day, you may show your card: from then your hand counts two in every vote.</source>
        <translation>Juegas para el pueblo. Una vez, de día, puedes mostrar tu carta: desde entonces tu mano vale por dos en cada votación.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>You play for the town. When the vote or the night puts you out, you may take one living player with you, or spare everyone.</source>
        <translation>Juegas para el pueblo. Cuando la votación o la noche te eliminan, puedes llevarte contigo a un jugador vivo, o perdonar a todos.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each night you ask whether one player is mafia, or, once a game, you fire at one player instead.</source>
        <translation>Cada noche preguntas si un jugador es de la mafia o, una vez por partida, disparas a un jugador en su lugar.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each night you name two other players and learn whether they play on one side (the town, the mafia, or a side of their own).</source>
        <translation>Cada noche nombras a otros dos jugadores y averiguas si juegan en el mismo bando (el pueblo, la mafia o un bando propio).</translation>
    </message>
</context>
<context>
    <name>ExtraPoints</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/extra_points.py" line="+44"/>
        <source>Extra points</source>
        <translation>Puntos extra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The referee&apos;s extra points, plus or minus, are added to the player&apos;s points for this game.</source>
        <translation>Los puntos extra del moderador, positivos o negativos, se suman a los puntos del jugador en esta partida.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What for (said aloud, written on the protocol)</source>
        <translation>Motivo (se dice en voz alta y se anota en el acta)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="+201"/>
        <source>Hold to see (or hold Space)</source>
        <extracomment>words the bars&apos; light is measured on: the same for every role (the panel sets them)</extracomment>
        <translation>Mantén pulsado para ver (o mantén la barra espaciadora)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Hold to see</source>
        <translation>Mantén pulsado para ver</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release to hide</source>
        <translation>Suelta para ocultar</translation>
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
        <translation>El juego de la Mafia alrededor de un portátil: cuatro reglamentos, una mesa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a game record…</source>
        <translation>Abrir un registro de partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print cards…</source>
        <translation>Imprimir cartas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series standings…</source>
        <translation>Clasificación de la serie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournaments…</source>
        <translation>Torneos…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rule sets</source>
        <translation>Los reglamentos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rules</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exactly %1 players</source>
        <translation>exactamente %1 jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2 players</source>
        <translation>de %1 a %2 jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal for %1</source>
        <translation>Reparto para %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Victoria</translation>
    </message>
</context>
<context>
    <name>HostDealScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/host_deal.py" line="+44"/>
        <source>Seats: tap the seat, then the card its player holds</source>
        <extracomment>every seat holds a card and the cards add up: player -&gt; role Back to set-up a card was entered or taken back (the host&apos;s taps, to be kept)</extracomment>
        <translation>Asientos: toca el asiento y luego la carta que tiene su jugador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who holds which card</source>
        <translation>Quién tiene cada carta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the cards, then tap each seat and the card its player holds: the next seat is picked by itself. Only the host should see this screen.</source>
        <translation>Reparte las cartas y luego toca cada asiento y la carta que tiene su jugador: el siguiente asiento se elige solo. Solo el moderador debe ver esta pantalla.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take this seat&apos;s card off</source>
        <translation>Quitar la carta de este asiento</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seat %1 — %2: which card?</source>
        <translation>Asiento %1 — %2: ¿qué carta?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap a seat.</source>
        <translation>Toca un asiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %3 of %4</source>
        <translation>%1 — %2: %3 de %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every seat holds a card and the cards add up.</source>
        <translation>Cada asiento tiene una carta y las cartas cuadran.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card yet: %1.</source>
        <translation>Aún sin carta: %1.</translation>
    </message>
</context>
<context>
    <name>LogTail</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+43"/>
        <source>Public log</source>
        <translation>Registro público</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/game_opener.py" line="+124"/>
        <source>%1 is a game already among the saved games, played further: it goes on in %2.</source>
        <extracomment>the game the record replays to (reading replayed it once: the table does not again) its file in the store, where the game goes on; None: a copy goes on in a new file what was done on the way (a broken file set aside, its previous copy used), as messages a deal of physical cards is complete: the new game&apos;s record (the window puts it on the table) Back on the referee&apos;s deal screen: to set-up again nothing is written: not the game, not a copy of the file opened (a screenshot)</extracomment>
        <translation>%1 es una partida que ya está entre las guardadas, pero más avanzada: continúa en %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a game already among the saved games: it goes on in %2.</source>
        <translation>%1 es una partida que ya está entre las guardadas: continúa en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got to (undo goes back).</source>
        <translation>%1 es una copia anterior de una partida guardada: continúa en %2, donde se había quedado (deshacer vuelve atrás).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game record</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Registros de partida (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Opened %1. The game goes on in %2; the file you opened is left as it was.</source>
        <translation>Abierto %1. La partida continúa en %2; el archivo que abriste queda como estaba.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/home.py" line="+178"/>
        <source>Continue the game of %1 (%2)</source>
        <extracomment>the one signals object every scan reports through: made on the UI thread at the first search and never deleted, so a scan still reading when its window goes never emits on a dead object (Qt drops a queued report to a finder that is gone) a search ended: the newest unfinished game (a GameInfo), or None the one signals object every reading of past players reports through (see _SIGNALS)</extracomment>
        <translation>Continuar la partida de %1 (%2)</translation>
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
        <translation>¿Dejar esta partida por una nueva? Se guarda: «Continuar la partida» la recupera.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+193"/>
        <location filename="../../../mafia_desktop/ui/window/theme.py" line="+6"/>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is kept, just as it was: Continue the game takes you back to it.</source>
        <translation>La partida se guarda tal como estaba: «Continuar la partida» te lleva de vuelta a ella.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/menu.py" line="-351"/>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+53"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Abrir un registro de partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save a copy as…</source>
        <translation>&amp;Guardar una copia como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print cards and sheets…</source>
        <translation>&amp;Imprimir cartas y hojas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series stan&amp;dings…</source>
        <translation>&amp;Clasificación de la serie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;urnaments…</source>
        <translation>&amp;Torneos…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Referee&apos;s acts…</source>
        <translation>&amp;Decisiones del moderador…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>At&amp;rás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P&amp;hones…</source>
        <translation>T&amp;eléfonos…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules and roles…</source>
        <translation>Reglas y r&amp;oles…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About Mafia Desktop</source>
        <translation>Acerca de &amp;Mafia Desktop</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>About Mafia Desktop</source>
        <translation>Acerca de Mafia Desktop</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save a copy of the game</source>
        <translation>Guardar una copia de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The last moves of this game are not saved: %1 If you go on, they are lost.</source>
        <translation>Las últimas jugadas de esta partida no están guardadas: %1 Si sigues, se perderán.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a copy elsewhere…</source>
        <translation>Guardar una copia en otro sitio…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard them</source>
        <translation>Descartarlas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the party game Mafia around one laptop.</source>
        <translation>Dirige el juego de la Mafia alrededor de un portátil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Software libre bajo la licencia MIT.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/tv.py" line="+57"/>
        <source>&amp;View</source>
        <extracomment>the user turned the public table on or off from the View menu (kept with the game)</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on &amp;another screen</source>
        <translation>Mostrar la mesa en &amp;otra pantalla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The circle, the clock and the log, full screen on a TV or a projector</source>
        <translation>El círculo, el reloj y el registro, a pantalla completa en un televisor o un proyector</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/voice.py" line="+148"/>
        <source>Speech: starting…</source>
        <translation>Voz: iniciando…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no voice (captions only).</source>
        <translation>%1: sin voz (solo subtítulos).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2, voice %3.</source>
        <translation>%1: %2, voz %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the default</source>
        <translation>la predeterminada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For a clearer voice install Festival&apos;s: sudo apt install festival %1</source>
        <translation>Para una voz más clara, instala la de Festival: sudo apt install festival %1</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-238"/>
        <source>{role}, wake up. Whom do you block tonight?</source>
        <translation>{role}, despierta. ¿A quién bloqueas esta noche?</translation>
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
        <translation>{role}, cierra los ojos.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{role}, wake up. Whom do you fire at?</source>
        <translation>{role}, despierta. ¿A quién disparas?</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{role}, wake up. Which two players do you compare?</source>
        <translation>{role}, despierta. ¿Qué dos jugadores comparas?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/narration/night_script.py" line="-190"/>
        <source>Pass the laptop round the circle, one by one.</source>
        <extracomment>the victim where the kill may not be the mafia&apos;s (a lone killer, a guard dealt), if the script&apos;s own ``victim`` names the mafia as the killers</extracomment>
        <translation>Pasen el portátil por el círculo, de uno en uno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night falls. Whoever does not hold the laptop, look away from it.</source>
        <translation>Cae la noche. Quien no tenga el portátil, que no lo mire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+344"/>
        <source>{name} was killed in the night.</source>
        <translation>Esta noche han matado a {name}.</translation>
    </message>
    <message>
        <location line="-340"/>
        <source>{role}, close your eyes again: one step back.</source>
        <translation>{role}, vuelve a cerrar los ojos: retrocedemos un paso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} spent the night with the {role} and may not vote today.</source>
        <translation>{name} pasó la noche con la {role} y hoy no puede votar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, a third foul: you lose your next speech.</source>
        <translation>{name}, tercera falta: pierdes tu próxima intervención.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, a third foul: you lose today&apos;s speech.</source>
        <translation>{name}, tercera falta: pierdes tu intervención de hoy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, a fourth foul: you leave the game, without last words.</source>
        <translation>{name}, cuarta falta: abandonas la partida, sin últimas palabras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has three fouls and loses this speech.</source>
        <translation>{name} tiene tres faltas y pierde esta intervención.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a third foul: your next speech is half its time.</source>
        <translation>{name}, tercera falta: tu próxima intervención dura la mitad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has three fouls: this speech is half its time.</source>
        <translation>{name} tiene tres faltas: esta intervención dura la mitad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, your best move: name the three players you think are mafia.</source>
        <translation>{name}, tu mejor jugada: nombra a los tres jugadores que creas que son de la mafia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat {seat}, {name}.</source>
        <translation>Asiento {seat}, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, keep your eyes shut: make your sign when I call your victim&apos;s seat.</source>
        <translation>{role}, mantengan los ojos cerrados: hagan su señal cuando nombre el asiento de su víctima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s card: {role}.</source>
        <translation>Carta de {name}: {role}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, open your eyes: tonight you may {choices}.</source>
        <translation>{role}, abre los ojos: esta noche puedes {choices}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone sleep: close your eyes, bow your head and be silent.</source>
        <translation>Todos a dormir: cierren los ojos, bajen la cabeza y guarden silencio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and recognise each other.</source>
        <translation>{role}, levanten la cabeza y reconózcanse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, sleep again.</source>
        <translation>{role}, a dormir de nuevo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and meet the referee.</source>
        <translation>{role}, levanta la cabeza y preséntate al moderador.</translation>
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
        <translation>{role}, a dormir.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>{role}, keep your heads down and your eyes shut. I will read the names of the living: make your sign at your victim&apos;s name.</source>
        <translation>{role}, no levanten la cabeza ni abran los ojos. Voy a leer los nombres de los vivos: hagan su señal al oír el nombre de su víctima.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{role}, look up and agree on your victim.</source>
        <translation>{role}, levanten la cabeza y pónganse de acuerdo en su víctima.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and check someone.</source>
        <translation>{role}, levanta la cabeza e investiga a alguien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone sleep.</source>
        <translation>Todos a dormir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, look up and look for the {finds}.</source>
        <translation>{role}, levanta la cabeza y averigua quién es {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and protect someone.</source>
        <translation>{role}, levanta la cabeza y protege a alguien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose your victim.</source>
        <translation>{role}, levanta la cabeza y elige a tu víctima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and choose whom to spend the night with.</source>
        <translation>{role}, levanta la cabeza y elige con quién pasar la noche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, look up and guard someone.</source>
        <translation>{role}, levanta la cabeza y custodia a alguien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The night is over: everyone, open your eyes and raise your head.</source>
        <translation>La noche ha terminado: todos, abran los ojos y levanten la cabeza.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia have killed {name}.</source>
        <translation>La mafia ha matado a {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one.</source>
        <translation>La mafia no ha matado a nadie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have killed no one: the {role} saved the victim.</source>
        <translation>La mafia no ha matado a nadie: el {role} ha salvado a la víctima.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone shut your eyes now.</source>
        <translation>Todos, cierren los ojos ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and look at each other.</source>
        <translation>{role}, y nadie más: abran los ojos y mírense.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} only open your eyes and meet the leader.</source>
        <translation>{role}, y nadie más: abre los ojos y preséntate al moderador.</translation>
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
        <translation>{role}, y nadie más: abre los ojos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone open your eyes.</source>
        <translation>Todos, abran los ojos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, you have been killed.</source>
        <translation>{name}, te han matado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No-one was killed.</source>
        <translation>No ha muerto nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No-one was killed, the {role} was successful.</source>
        <translation>No ha muerto nadie: ¡el {role} ha acertado!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Night falls.</source>
        <translation>Cae la noche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>{role} wakes up.</source>
        <translation>{role}, despierta.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>{role} goes to sleep.</source>
        <translation>{role}, a dormir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention, {role}! {role} walks past the players...</source>
        <translation>¡Atención, {role}! {role}, voy a pasar lista...</translation>
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
        <translation>¡Gracias, {role}! {role}, a dormir.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Seat {seat_word}.</source>
        <translation>Número {seat_word}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>{role} wakes up, {role} chooses a victim.</source>
        <translation>{role}, despierta. {role}, elige a tu víctima.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{role} wakes up, {role} looks for the Mafia.</source>
        <translation>{role}, despierta. {role}, busca a la Mafia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} looks for: {finds}.</source>
        <translation>{role}, despierta. {role}, averigua quién es {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} chooses whom to protect.</source>
        <translation>{role}, despierta. {role}, elige a quién proteger.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role} wakes up, {role} chooses whom to spend the night with.</source>
        <translation>{role}, despierta. {role}, elige con quién pasar la noche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role} wakes up, {role} chooses whom to guard.</source>
        <translation>{role}, despierta. {role}, elige a quién custodiar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morning comes!</source>
        <translation>¡Amanece!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This morning is not a good one: player number {seat} leaves us.</source>
        <translation>Hoy no amanece un buen día: nos deja el jugador número {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This morning is a good one.</source>
        <translation>Hoy amanece un buen día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This morning is a good one: the {role} saved the player.</source>
        <translation>Hoy amanece un buen día: el {role} ha salvado al jugador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card of player number {seat}: {role}.</source>
        <translation>La carta del jugador número {seat}: {role}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role} wakes up, {role} looks for the Sheriff.</source>
        <translation>{role}, despierta. {role}, busca al Sheriff.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Night falls. Everyone, close your eyes.</source>
        <translation>Cae la noche. Todos, cierren los ojos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{role}, wake up and look at each other. No one is killed tonight.</source>
        <translation>{role}, despierten y mírense. Esta noche no muere nadie.</translation>
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
        <translation>{role}, a dormir.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>{role}, wake up and meet the host.</source>
        <translation>{role}, despierta y preséntate al moderador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>{role}, wake up and choose your victim.</source>
        <translation>{role}, despierta y elige a tu víctima.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{role}, wake up and ask about one player.</source>
        <translation>{role}, despierta y pregunta por un jugador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{role}, wake up and look for the {finds}.</source>
        <translation>{role}, despierta y averigua quién es {finds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to protect.</source>
        <translation>{role}, despierta y elige a quién proteger.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{role}, wake up and choose whom to spend the night with.</source>
        <translation>{role}, despierta y elige con quién pasar la noche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{role}, wake up and choose whom to guard.</source>
        <translation>{role}, despierta y elige a quién custodiar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone, wake up.</source>
        <translation>Todos, despierten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one was killed in the night.</source>
        <translation>Esta noche no ha muerto nadie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No one was killed in the night: the {role} saved the victim.</source>
        <translation>Esta noche no ha muerto nadie: el {role} ha salvado a la víctima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, turn your card face up: {role}.</source>
        <translation>{name}, pon tu carta boca arriba: {role}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>player {seat}</source>
        <translation>jugador {seat}</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/network_choice.py" line="+54"/>
        <source>Wi-Fi first</source>
        <extracomment>where the interfaces come from (tests offer the loopback one)</extracomment>
        <translation>Wi-Fi primero</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/tournament_screen.py" line="+248"/>
        <source>New tournament</source>
        <extracomment>the one signals object every thread reports through: made on the UI thread at first use and never deleted, so a thread still working when its screen closes never emits on a dead object seated and saved (or refused): :attr:`tournament` or the problem shown</extracomment>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game type</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One name a line</source>
        <translation>Un nombre por línea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players, one a line</source>
        <translation>Jugadores, uno por línea</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add the ticked players</source>
        <translation>Añadir los marcados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of past games</source>
        <translation>Jugadores de partidas anteriores</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First of the pair</source>
        <translation>Primero de la pareja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second of the pair</source>
        <translation>Segundo de la pareja</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep apart</source>
        <translation>Separar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the pair</source>
        <translation>Quitar la pareja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to keep apart</source>
        <translation>Parejas que no comparten mesa</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie-break order (first decides first)</source>
        <translation>Orden de desempate (decide primero el de arriba)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Create and seat</source>
        <translation>Crear y sentar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players: %1</source>
        <translation>Jugadores: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Seating the players…</source>
        <translation>Sentando a los jugadores…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-154"/>
        <source>Fewest players</source>
        <translation>Mínimo de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players</source>
        <translation>Máximo de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia know each other</source>
        <translation>Los mafiosos se conocen entre sí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the meeting night, the town&apos;s checkers meet the host</source>
        <translation>En la noche de presentación, los investigadores del pueblo se presentan al moderador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game opens with</source>
        <translation>La partida empieza con</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the day votes</source>
        <translation>Cómo vota el día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An accusation needs a second</source>
        <translation>Una acusación necesita apoyo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two votes: charge, then execute</source>
        <translation>Dos votaciones: acusar y luego ejecutar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suspect votes on their own trial</source>
        <translation>El acusado vota en su propio juicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The acquitted are safe until tomorrow</source>
        <translation>El absuelto está a salvo hasta mañana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A day may end without a death</source>
        <translation>Un día puede terminar sin muertes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out, fate picks who dies</source>
        <translation>Si se acaba el tiempo, la suerte decide quién muere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only nominees are voted on</source>
        <translation>Solo se vota a los nominados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader faces a revote</source>
        <translation>El más votado se somete a otra votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie</source>
        <translation>Un empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech order</source>
        <translation>Orden de intervenciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night kill</source>
        <translation>El asesinato nocturno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia may skip the kill</source>
        <translation>La mafia puede no matar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect themself</source>
        <translation>El doctor puede protegerse a sí mismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The doctor may protect the same player two nights running</source>
        <translation>El doctor puede proteger al mismo jugador dos noches seguidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The morning says when the doctor saved the victim</source>
        <translation>Por la mañana se anuncia que el doctor salvó a la víctima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards turned up at death</source>
        <translation>Se revela la carta al morir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia win when they</source>
        <translation>La mafia gana cuando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speech</source>
        <translation>Intervención</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (day)</source>
        <translation>Últimas palabras (día)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words (night victim)</source>
        <translation>Últimas palabras (víctima nocturna)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day time limit</source>
        <translation>Límite de tiempo del día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning before the day ends</source>
        <translation>Aviso antes de que acabe el día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls, the best move and points</source>
        <translation>Faltas, mejor jugada y puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One nominee on the first day</source>
        <translation>Un solo nominado el primer día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third foul costs</source>
        <translation>La tercera falta cuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical fouls that remove a player</source>
        <translation>Faltas técnicas que expulsan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The points of a game: the federation&apos;s current ones, or an older version (three mafia in the best move earn 0.5; the oldest also takes 0.7 for any removal).</source>
        <translation>Los puntos de una partida: los actuales de la federación o una versión anterior (tres mafiosos en la mejor jugada dan 0,5; la más antigua además resta 0,7 por cualquier expulsión).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The federation&apos;s rule: with one nominee on the first day, no vote is held.</source>
        <translation>Regla de la federación: con un solo nominado el primer día, no se vota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The federation&apos;s rule: 30 seconds instead of 60 (half of the speech&apos;s time).</source>
        <translation>Regla de la federación: 30 segundos en lugar de 60 (la mitad del tiempo de intervención).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0: none are given. The federation&apos;s rule: 2. The referee gives them as a foul.</source>
        <translation>0: no se dan. Regla de la federación: 2. El moderador las da como una falta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Federation, current</source>
        <translation>Federación, actuales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: best move 0.5</source>
        <translation>Federación, anterior: mejor jugada 0,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federation, older: removal −0.7</source>
        <translation>Federación, anterior: expulsión −0,7</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a meeting night</source>
        <translation>una noche de presentación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of talk, no vote</source>
        <translation>un día de debate, sin votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a night with a kill</source>
        <translation>una noche con asesinato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day with a vote</source>
        <translation>un día con votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusations and trials</source>
        <translation>acusaciones y juicios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tally of raised hands</source>
        <translation>un recuento de manos alzadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a revote, then nobody goes</source>
        <translation>nueva votación; si sigue el empate, nadie sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car crash</source>
        <translation>accidente de coche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody goes</source>
        <translation>nadie sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day k opens with seat k</source>
        <translation>el día k empieza por el asiento k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than half of the mafia agree</source>
        <translation>más de la mitad de la mafia está de acuerdo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all the mafia agree</source>
        <translation>toda la mafia está de acuerdo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one team choice</source>
        <translation>una decisión conjunta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when voted out</source>
        <translation>al salir por votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equal the rest</source>
        <translation>iguala en número al resto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next speech</source>
        <translation>la próxima intervención</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half of the next speech</source>
        <translation>la mitad de la próxima intervención</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free discussion, no set order</source>
        <translation>debate libre, sin orden fijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outnumber the rest</source>
        <translation>supera en número al resto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is voted on, as any day</source>
        <translation>se vota, como cualquier día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vote: the day ends</source>
        <translation>sin votación: el día termina</translation>
    </message>
</context>
<context>
    <name>PairingCode</name>
    <message>
        <location filename="../../../mafia_desktop/ui/private/qr_view.py" line="+39"/>
        <source>QR code to pair your phone</source>
        <extracomment>The most device pixels a module is drawn (a code of 49 modules: 392 px). Room kept round the code and its line, in pixels.</extracomment>
        <translation>Código QR para vincular tu teléfono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan to take your turns on your phone</source>
        <translation>Escanéalo para jugar tus turnos en el teléfono</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones.py" line="+142"/>
        <source>The phones&apos; server cannot listen on %1: %2. Pick another network in the settings.</source>
        <extracomment>The page&apos;s files, served as they are (the same bytes for every token). a flow message for the screen to send (a phone joined) the phones&apos; state changed (joined, connected, dropped): the host&apos;s list shows it again the pairings by player name, and their tokens back to names the serial from which each seat&apos;s screen shows what it shows now (but the held words): an act on any screen since then is an act on this one each seat&apos;s running turn, and the serial from which its screens show it: a hold on any of them is a hold of this turn the pairings&apos; writes off the UI thread (one at a time, in order) why the phones cannot be used, in words (None: they can) the port this game&apos;s server listens on, or listened on last (kept with the pairings)</extracomment>
        <translation>El servidor de los teléfonos no puede escuchar en %1: %2. Elige otra red en los ajustes.</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>%1 · seat %2</source>
        <translation>%1 · asiento %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your card</source>
        <translation>Mantén pulsado para ver tu carta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hold to see your answer</source>
        <translation>Mantén pulsado para ver tu respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see your question (%1 of %2)</source>
        <translation>Mantén pulsado para ver tu pregunta (%1 de %2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tonight your turn is on the laptop.</source>
        <translation>Esta noche tu turno es en el portátil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is over. The night waits for the others.</source>
        <translation>Tu turno ha terminado. La noche espera a los demás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: everyone plays theirs at once.</source>
        <translation>Tu turno: todos juegan el suyo a la vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is in the middle of the table.</source>
        <translation>El portátil está en el centro de la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>El portátil lo tiene %1 (asiento %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is on the table.</source>
        <translation>El portátil está en la mesa.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Out: %1</source>
        <translation>Fuera: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connecting to the laptop…</source>
        <translation>Conectando con el portátil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No connection to the laptop: trying again…</source>
        <translation>Sin conexión con el portátil: reintentando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This phone is no longer paired. Scan your code on the laptop again.</source>
        <translation>Este teléfono ya no está vinculado. Vuelve a escanear tu código en el portátil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden. Hold again to see it.</source>
        <translation>Oculto. Vuelve a mantener pulsado para verlo.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/phones_dialog.py" line="+56"/>
        <location line="+219"/>
        <source>Phones</source>
        <translation>Teléfonos</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Each player pairs their phone by the QR code beside their card at the deal. A player taken back plays on the laptop, and that phone is no longer paired: to play on a phone again, they see their card again by day and scan the new code.</source>
        <extracomment>asks the host first (Yes: True); tests answer here</extracomment>
        <translation>Cada jugador vincula su teléfono con el código QR que aparece junto a su carta en el reparto. Un jugador devuelto al portátil juega en el portátil, y ese teléfono deja de estar vinculado: para volver a jugar con el teléfono, tiene que ver de nuevo su carta durante el día y escanear el código nuevo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Teléfono</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Use this network</source>
        <extracomment>each seat&apos;s row: its player&apos;s name to its phone&apos;s state and the button</extracomment>
        <translation>Usar esta red</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phones and the laptop must be on one network: the room&apos;s Wi-Fi or the laptop&apos;s hotspot (not a guest network, which keeps devices apart). After a change of network every phone scans its code again.</source>
        <translation>Los teléfonos y el portátil deben estar en la misma red: el wifi de la sala o el punto de acceso del portátil (no una red de invitados, que aísla los dispositivos). Tras un cambio de red, cada teléfono vuelve a escanear su código.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Joined, connected</source>
        <translation>Vinculado, conectado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined, connection lost</source>
        <translation>Vinculado, conexión perdida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not joined</source>
        <translation>No vinculado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The phones reach the laptop at %1.</source>
        <translation>Los teléfonos se conectan al portátil en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot reach the laptop now.</source>
        <translation>Ahora los teléfonos no pueden conectarse al portátil.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>To the laptop</source>
        <translation>Al portátil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back to the laptop: %1 (seat %2)</source>
        <translation>Devolver al portátil: %1 (asiento %2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Take back to the laptop: %1 (seat %2)? From now on this seat&apos;s turns are on the laptop; a turn of tonight goes on there from where it stood.</source>
        <translation>¿Devolver al portátil: %1 (asiento %2)? A partir de ahora, los turnos de este asiento se juegan en el portátil; un turno de esta noche continúa allí donde se quedó.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move the phones to %1? Every phone that joined must scan its code again.</source>
        <translation>¿Pasar los teléfonos a %1? Cada teléfono vinculado tendrá que volver a escanear su código.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="-882"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voto</numerusform>
            <numerusform>%n votos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>se necesita %n voto de {voters}</numerusform>
            <numerusform>se necesitan %n votos de {voters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Recuento: %n voto a favor</numerusform>
            <numerusform>Recuento: %n votos a favor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>la votación con %n mano</numerusform>
            <numerusform>la votación con %n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-14"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+48"/>
        <source>The town won</source>
        <translation>Ganó el pueblo</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+1"/>
        <source>The mafia won</source>
        <translation>Ganó la mafia</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-1"/>
        <source>The {role} won</source>
        <translation>Ganó: {role}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-356"/>
        <source>The Maniac won</source>
        <translation>Ganó el Maníaco</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>The Jester won</source>
        <translation>Ganó el Bufón</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="+1248"/>
        <source>Role cards: {preset}, {players} players</source>
        <translation>Cartas de rol: {preset}, {players} jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs: print on the reverse (flip on the long edge)</source>
        <translation>Reversos: imprimir por detrás (volteo por el borde largo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut along the marks. Every back is the same.</source>
        <translation>Corta por las marcas. Todos los reversos son iguales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck for {preset}, {players} players</source>
        <translation>La baraja para {preset}, {players} jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take these cards from a standard deck, shuffle, and deal one to each player:</source>
        <translation>Saca estas cartas de una baraja de póker, barájalas y reparte una a cada jugador:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} × {card} — {role}</source>
        <translation>{count} × {card} — {role}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in all.</source>
        <translation>{count} cartas en total.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold-over cards: {preset}</source>
        <translation>Cartas plegables: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the flap over the role first, then fold on the middle line. Your name stays outside.</source>
        <translation>Dobla primero la solapa sobre el rol y luego dobla por la línea central. Tu nombre queda por fuera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fold this flap over first</source>
        <translation>dobla primero esta solapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are:</source>
        <translation>Eres:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet: {preset}</source>
        <translation>Hoja del moderador: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night {n}</source>
        <translation>Noche {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Día {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>asesinado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked</source>
        <translation>comprobado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other mafia: {names}.</source>
        <translation>El resto de la mafia: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Acta de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominated</source>
        <translation>Nominado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes</source>
        <translation>Votos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed at night</source>
        <translation>Asesinado de noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-2"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log: {preset}</source>
        <translation>Desarrollo de la partida: {preset}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed {seed}</source>
        <translation>Semilla {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <translation>Página {page} de {pages}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{preset} rules</source>
        <translation>Reglas: {preset}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other mafia: seats {seats}.</source>
        <translation>El resto de la mafia: asientos {seats}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the only mafioso.</source>
        <translation>No hay más mafiosos que tú.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer that prints one side only: print the odd pages (the fronts), put the card sheets back in the tray turned over on their long edge, then print the even pages (the backs).</source>
        <translation>Con una impresora que solo imprime por una cara: imprime las páginas impares (los anversos), vuelve a poner las hojas de cartas en la bandeja, dadas la vuelta por el borde largo, y luego imprime las páginas pares (los reversos).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep them in opaque sleeves.</source>
        <translation>Imprime las cartas en cartulina (200–250 g/m²), o al menos en papel grueso (160 g/m²), y guárdalas en fundas opacas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored first.</source>
        <translation>Imprime las cartas plegables por una cara en papel grueso (120–160 g/m²): se dobla limpiamente y no se transparenta nada por el pliegue. Una cartulina más gruesa se agrieta en el pliegue si no se marca antes.</translation>
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
        <translation>Sin carta de juego: escribe «{role}» en una carta en blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playing card: write “{role}” on {count} blank cards</source>
        <translation>Sin carta de juego: escribe «{role}» en {count} cartas en blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards “from the other deck” come from a second standard deck with a different back. So that the backs give no role away, put every card of the deal in the same opaque sleeves.</source>
        <translation>Las cartas «de la otra baraja» salen de una segunda baraja de póker con otro reverso. Para que los reversos no delaten ningún rol, mete todas las cartas del reparto en las mismas fundas opacas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A role with no playing card: write its name on a blank card with the same back as the other cards (a spare blank card of the deck, or a card of that back with a label over its face).</source>
        <translation>Un rol sin carta de juego: escribe su nombre en una carta en blanco con el mismo reverso que las demás (una carta en blanco de repuesto de la baraja, o una carta con ese reverso y una etiqueta pegada sobre la cara).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take these cards from {decks} standard decks with the same back (different backs would give roles away), shuffle, and deal one to each player:</source>
        <translation>Saca estas cartas de {decks} barajas de póker con el mismo reverso (con reversos distintos se delatarían los roles), barájalas y reparte una a cada jugador:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nominates</source>
        <translation>Nomina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted for</source>
        <translation>Votó a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominates: the seat this player nominated. Voted for: the seat this player voted for in each vote of the day, in order (a revote after a tie comes second); + or − for or against all the tied players leaving; · no vote. Checks: the seat checked, + found, − not.</source>
        <translation>Nomina: el asiento que nominó este jugador. Votó a: el asiento al que votó este jugador en cada votación del día, en orden (una nueva votación tras un empate va en segundo lugar); + o − a favor o en contra de que salgan todos los empatados; · sin voto. Comprobaciones: el asiento comprobado, + encontrado, − no.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club or table</source>
        <translation>Club o mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-1"/>
        <source>Referee</source>
        <translation>Moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nights</source>
        <translation>Noches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes of each day</source>
        <translation>Votaciones de cada día</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="+4"/>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s extra points</source>
        <translation>Puntos extra del moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+72"/>
        <source>Fouls</source>
        <translation>Faltas</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+65"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra</source>
        <translation>Extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voted out</source>
        <translation>Eliminado por votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Abatido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed</source>
        <translation>Asesinado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (fouls)</source>
        <translation>Expulsado (faltas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed (technical fouls)</source>
        <translation>Expulsado (faltas técnicas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed by the referee</source>
        <translation>Expulsado por el moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gave up</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order (zero night)</source>
        <translation>Orden de disparo del Padrino (noche cero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed: {reason}</source>
        <translation>Expulsión: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}, {when}</source>
        <translation>{how}, {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot at</source>
        <translation>Disparo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit</source>
        <translation>Acierto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Salvado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {seat}: {count}</source>
        <translation>asiento {seat}: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All leave (seats {seats})? {yes} for, {needed} needed</source>
        <translation>¿Salen todos (asientos {seats})? {yes} a favor, se necesitan {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{motion}: {yes} for, {needed} needed</source>
        <translation>{motion}: {yes} a favor, se necesitan {needed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by</source>
        <translation>Hecha por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named</source>
        <translation>Nombrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafiosos nombrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls: ✓ for each foul given; the third costs the player&apos;s next speech, the fourth removes them.</source>
        <translation>Faltas: ✓ por cada falta; la tercera le cuesta al jugador su próxima intervención, la cuarta lo expulsa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shot at: the seat the mafia shot, or each seat shot at where they did not agree.</source>
        <translation>Disparo: el asiento al que disparó la mafia, o cada asiento al que se disparó si no se pusieron de acuerdo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Votes: the votes each seat got, one line for each vote of the day, in order.</source>
        <translation>Votos: los votos que recibió cada asiento, una línea por cada votación del día, en orden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checks: the seat checked, + found, − not.</source>
        <translation>Comprobaciones: el asiento comprobado, + encontrado, − no.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Standings: {series}</source>
        <translation>Clasificación: {series}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings: all games</source>
        <translation>Clasificación: todas las partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; from {first} to {last}</source>
        <translation>Partidas: {games}; del {first} al {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: {games}; {date}</source>
        <translation>Partidas: {games}; {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Por rol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Mejores jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The mafia shot at {target}</source>
        <translation>La mafia disparó a {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mafia did not agree: {shots}</source>
        <translation>La mafia no se puso de acuerdo: {shots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} at {target}</source>
        <translation>{by} → {target}</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/printing/schedule.py" line="-13"/>
        <source>Schedule: {name}</source>
        <translation>Calendario: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: {players}; tables: {tables}; rounds: {rounds}</source>
        <translation>Jugadores: {players}; mesas: {tables}; rondas: {rounds}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · Table {table}</source>
        <translation>Ronda {round} · Mesa {table}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitting out</source>
        <translation>Descansan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referee&apos;s signature</source>
        <translation>Firma del moderador</translation>
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
        <translation>Imprimir</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Role cards and the deck recipe</source>
        <extracomment>asks before a document that shows every role (tests answer it)</extracomment>
        <translation>Cartas de rol y composición de la baraja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold-over cards for the players</source>
        <translation>Cartas plegables para los jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee&apos;s sheet</source>
        <translation>Hoja del moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game protocol</source>
        <translation>Acta de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Desarrollo de la partida</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Preview and print…</source>
        <translation>Vista previa e impresión…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One card per player: the name and seat outside, the role inside under a flap. Printed on one side, folded twice.</source>
        <translation>Una carta por jugador: el nombre y el asiento por fuera, el rol por dentro bajo una solapa. Se imprime por una cara y se dobla dos veces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every seat with its role and a box for each night and day to write in during the game, and room for notes.</source>
        <translation>Todos los asientos con su rol y una casilla por cada noche y cada día para anotar durante la partida, y espacio para notas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The protocol a club keeps: the header (date, club, game, referee), how each player left, the nights&apos; shots and checks, every vote, and the fouls, the best move and the points where the rules keep score; filled in as far as the game has gone.</source>
        <translation>El acta que lleva un club: el encabezado (fecha, club, partida, moderador), cómo salió cada jugador, los disparos y las comprobaciones de las noches, cada votación, y las faltas, la mejor jugada y los puntos cuando las reglas llevan puntuación; rellenada hasta donde ha llegado la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card dealt, then everything that happened, night by night and day by day.</source>
        <translation>Todas las cartas repartidas y luego todo lo que pasó, noche a noche y día a día.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These cards show every player&apos;s role inside the fold. Open them only where no player can see the screen or the page. Go on?</source>
        <translation>Estas cartas muestran el rol de cada jugador dentro del pliegue. Ábrelas solo donde ningún jugador pueda ver la pantalla ni la página. ¿Continuar?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document shows every player&apos;s role. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Este documento muestra el rol de cada jugador. Ábrelo solo donde ningún jugador pueda ver la pantalla ni la página. ¿Continuar?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This document shows every player&apos;s role and every night choice. Open it only where no player can see the screen or the page. Go on?</source>
        <translation>Este documento muestra el rol de cada jugador y cada elección nocturna. Ábrelo solo donde ningún jugador pueda ver la pantalla ni la página. ¿Continuar?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>La impresora no arrancó; no se imprimió nada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save as PDF</source>
        <extracomment>the file each document is offered as, named as the document is</extracomment>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device, not a file</source>
        <translation>es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO), not a file</source>
        <translation>es una tubería (FIFO), no un archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder does not exist</source>
        <translation>su carpeta no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no permission to write there</source>
        <translation>no hay permiso para escribir ahí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save %1: %2; nothing was written.</source>
        <translation>No se pudo guardar %1: %2; no se escribió nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
</context>
<context>
    <name>PrivatePanel</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/card_art.py" line="+62"/>
        <source>Your card (hold to see)</source>
        <translation>Tu carta (mantén pulsado para verla)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/hold_ring.py" line="-168"/>
        <source>Your words (hold to see)</source>
        <extracomment>the light of the held words&apos; ceiling (see HeldWords), a share of the way from the ground to the ink: three times the least that evens the block&apos;s top edge in every language and preset (0.04, by tests/ui/test_glance.py), and faint beside the words&apos; own light (the middle rows of a line of words reach 0.45): the tall letters&apos; tops stand out of it as clearly as ever</extracomment>
        <translation>Tu texto (mantén pulsado para verlo)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/private/panel.py" line="+80"/>
        <source>Seats: tap or type a number to pick</source>
        <extracomment>the narrator (laptop in the middle): a role&apos;s step keeps its whole time while the narrator still calls it (anything with ``busy``; None: no voice to wait for) a deal in a game with phones: the pairing link of a player, whose QR code shows over the small circle while they hold (None: no code; see :meth:`set_pairing`)</extracomment>
        <translation>Asientos: toca uno o escribe su número para elegir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only you should see this screen. Hold the circle below (or Space) to see your words.</source>
        <translation>Solo tú debes ver esta pantalla. Mantén pulsado el círculo de abajo (o la barra espaciadora) para ver tu texto.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Nothing secret is on this screen now.</source>
        <translation>Ahora no hay nada secreto en esta pantalla.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+148"/>
        <source>Next role in %1 s</source>
        <translation>Siguiente rol en %1 s</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+150"/>
        <source>Time is nearly up: %1 s. Confirm now, or press More time.</source>
        <translation>Se acaba el tiempo: %1 s. Confirma ya o pulsa Más tiempo.</translation>
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
        <translation>Espera %1 s</translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+199"/>
        <source>Hold the circle first</source>
        <translation>Primero mantén pulsado el círculo</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Release to hide.</source>
        <translation>Suelta para ocultar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a straight face.</source>
        <translation>Pon cara de póker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody else should see this.</source>
        <translation>Nadie más debe ver esto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then close your eyes again.</source>
        <translation>Luego vuelve a cerrar los ojos.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then pass the laptop on.</source>
        <translation>Luego pasa el portátil.</translation>
    </message>
</context>
<context>
    <name>PublicTable</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/table.py" line="+165"/>
        <source>Mafia Desktop — table</source>
        <extracomment>closed by hand (the window manager&apos;s Close), not by its manager</extracomment>
        <translation>Mafia Desktop — mesa</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Where the laptop is</source>
        <translation>Dónde está el portátil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer</source>
        <translation>Temporizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Tiempo restante hoy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands up</source>
        <translation>Manos alzadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator&apos;s caption</source>
        <translation>Subtítulo del narrador</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The laptop is in the middle: everyone&apos;s eyes are closed.</source>
        <translation>El portátil está en el centro: todos tienen los ojos cerrados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop goes back to the table.</source>
        <translation>El portátil vuelve a la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The laptop is with %1.</source>
        <translation>El portátil lo tiene %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The laptop is with %1 (seat %2).</source>
        <translation>El portátil lo tiene %1 (asiento %2).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Hands up for %1: %2 of %3</source>
        <translation>Manos alzadas por %1: %2 de %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands up: %1 of %2</source>
        <translation>Manos alzadas: %1 de %2</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+47"/>
        <source>Rating over time</source>
        <translation>Evolución del rating</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No rated game yet.</source>
        <translation>Aún no hay partidas con rating.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: rating rojo %2 tras %n partida con el pueblo</numerusform>
            <numerusform>%1: rating rojo %2 tras %n partidas con el pueblo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>rating negro %1 tras %n partida con la mafia</numerusform>
            <numerusform>rating negro %1 tras %n partidas con la mafia</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Red (for the town)</source>
        <translation>Rojo (con el pueblo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black (for the mafia)</source>
        <translation>Negro (con la mafia)</translation>
    </message>
</context>
<context>
    <name>RefereeActs</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_acts.py" line="+36"/>
        <source>Technical foul</source>
        <translation>Falta técnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from the game</source>
        <translation>Expulsar de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrender</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don&apos;s shooting order</source>
        <translation>Orden de disparo del Padrino</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Referee</source>
        <translation>Moderador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee&apos;s acts beside the game: each goes in the record, and Undo takes it back.</source>
        <translation>Decisiones del moderador al margen del juego: cada una queda en el registro y Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why (said aloud, written on the protocol)</source>
        <translation>Motivo (se dice en voz alta y se anota en el acta)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Act</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot %1</source>
        <translation>Disparo %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the rules&apos; number of technical fouls the player leaves.</source>
        <translation>Al llegar al número de faltas técnicas que fijan las reglas, el jugador sale de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player leaves at once, without last words, and loses points.</source>
        <translation>El jugador sale al instante, sin últimas palabras, y pierde puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player gives up: they leave at once, without last words.</source>
        <translation>El jugador se rinde: sale al instante, sin últimas palabras.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whom the mafia will shoot, night by night. Only the referee and the mafia see it.</source>
        <translation>A quién disparará la mafia, noche a noche. Solo lo ven el moderador y la mafia.</translation>
    </message>
</context>
<context>
    <name>RefereeConsole</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/referee_console.py" line="+73"/>
        <source>Hold to peek (Space)</source>
        <translation>Mantén para mirar (Espacio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referee: hold to see every role</source>
        <translation>Moderador: mantén pulsado para ver todos los roles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold to see the answer</source>
        <translation>Mantén pulsado para ver la respuesta</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-11"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-802"/>
        <source>town</source>
        <translation>pueblo</translation>
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
        <translation>disparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot at</source>
        <translation>disparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot</source>
        <translation>disparar</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>make the Don&apos;s check</source>
        <translation>hacer la comprobación del Padrino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made the Don&apos;s check on</source>
        <translation>comprobar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <source>checked</source>
        <translation>comprobar</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>check</source>
        <translation>comprobar</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>protect</source>
        <translation>proteger</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>protected</source>
        <translation>proteger</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>stab</source>
        <translation>apuñalar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>stabbed</source>
        <translation>apuñalar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Maniac</source>
        <translation>Maníaco</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>visit</source>
        <translation>visitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the night with</source>
        <translation>visitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visited</source>
        <translation>visitar</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>guard</source>
        <translation>custodiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>guarded</source>
        <translation>custodiar</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>block</source>
        <translation>bloquear</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>blocked</source>
        <translation>bloquear</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Jester</source>
        <translation>Bufón</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>fire</source>
        <translation>disparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fired at</source>
        <translation>disparar</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>compare</source>
        <translation>comparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>compared</source>
        <translation>comparar</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-10"/>
        <source>vote</source>
        <translation>votar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuse</source>
        <translation>acusar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accused</source>
        <translation>acusar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominate</source>
        <translation>nominar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominated</source>
        <translation>nominar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>apoyar la acusación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted for</source>
        <translation>votar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuser</source>
        <translation>acusador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suspect</source>
        <translation>acusado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>charge</source>
        <translation>acusación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execution</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conviction</source>
        <translation>condena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jailing</source>
        <translation>encarcelamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaving</source>
        <translation>salida de todos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_night</source>
        <translation>terminar la noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end_day</source>
        <translation>terminar el día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tally</source>
        <translation>contar los votos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>don_check</source>
        <translation>comprobar como Padrino</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/sport.py" line="+160"/>
        <source>get a foul</source>
        <translation>recibir una falta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>get a technical foul</source>
        <translation>recibir una falta técnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>be removed</source>
        <translation>recibir una expulsión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../../mafia_desktop/engine/errors.py" line="+54"/>
        <source>The game is over: the {team} won. No more inputs are taken.</source>
        <translation>La partida ha terminado (gana: {team}). Ya no se aceptan más jugadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no player called “{name}” at this table. The players are {allowed}.</source>
        <translation>No hay ningún jugador llamado «{name}» en esta mesa. Los jugadores son: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is dead and cannot {role}.</source>
        <translation>{name} está fuera de la partida y no puede {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is dead and cannot vote. The living who may vote: {allowed}.</source>
        <translation>{name} está fuera de la partida y no puede votar. Pueden votar los que siguen en juego: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.</source>
        <translation>{name} pasó la noche con la Amante y hoy no puede votar. Pueden votar: {allowed}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is dead and cannot be {role}. Living players: {allowed}.</source>
        <translation>No se puede {role} a {name}: ya está fuera de la partida. Jugadores en juego: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is day {number}: {act} is a night input. Now the table may: {acts}.</source>
        <translation>Es el día {number}: «{act}» es una acción nocturna. Ahora la mesa puede: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is night {number}: {act} is a day input. Now the table may: {acts}.</source>
        <translation>Es la noche {number}: «{act}» es una acción diurna. Ahora la mesa puede: {acts}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.</source>
        <translation>La noche {number} es la noche de presentación: nadie actúa y nadie muere. Introduce end_night para empezar el día.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot {role} tonight: only the {who} may.</source>
        <translation>{name} no puede {role} esta noche: solo puede hacerlo quien sea {who}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} {target} tonight; one choice a night.</source>
        <translation>{name} ya ha elegido a quién {done} esta noche: {target}. Una sola elección por noche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot {role} themselves.</source>
        <translation>{name} no puede elegirse como objetivo para {role}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot protect themselves under these rules.</source>
        <translation>Con estas reglas, {name} no puede elegirse como objetivo para proteger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {done} someone already: that is once a game.</source>
        <translation>{name}: «{done}» solo se puede una vez por partida, y ya está hecho.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To {role}, {name} names {count} different players.</source>
        <translation>Para {role}, {name} nombra a {count} jugadores distintos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has just died and must first name whom he takes with him, or nobody.</source>
        <translation>{name} acaba de morir y primero debe nombrar a quién se lleva consigo, o a nadie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is taking anyone with him now.</source>
        <translation>Ahora nadie se lleva a nadie consigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s card does not allow this.</source>
        <translation>La carta de {name} no lo permite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {done} {target} last night and cannot {role} them two nights running.</source>
        <translation>{name} eligió anoche a quién {done}: {target}. No se puede {role} al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mafia have not chosen a victim yet, and under these rules they may not skip the kill.</source>
        <translation>La mafia aún no ha elegido víctima y, con estas reglas, no puede renunciar a matar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day {number} is for talking only: there is no vote today. Enter end_day to start the night.</source>
        <translation>El día {number} es solo para hablar: hoy no se vota. Introduce end_day para empezar la noche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A vote is open ({motion} on {target}): enter the yes-votes first.</source>
        <translation>Hay una votación abierta ({motion}: {target}): introduce primero los votos a favor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No vote is open now. Now the table may: {acts}.</source>
        <translation>No hay ninguna votación abierta. Ahora la mesa puede: {acts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no {act} on the day. Now the table may: {acts}.</source>
        <translation>Estas reglas no tienen «{act}» durante el día. Ahora la mesa puede: {acts}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already nominated {target} today; each player nominates once a day.</source>
        <translation>{name} ya ha nominado hoy a {target}; cada jugador nomina una vez al día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already nominated today. Nominees: {allowed}.</source>
        <translation>{target} ya figura hoy entre los nominados. Nominados: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} was acquitted today and cannot be accused again until tomorrow.</source>
        <translation>El juicio de hoy contra {target} acabó en absolución: no se puede volver a acusar hasta mañana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no accusation waiting for a second.</source>
        <translation>No hay ninguna acusación esperando apoyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only two players are left, so nobody could second an accusation: end the day.</source>
        <translation>Solo quedan dos jugadores, así que nadie puede apoyar una acusación: termina el día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot second the accusation: they are its {party}.</source>
        <translation>{name} no puede apoyar la acusación: es parte de ella ({party}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules need no second: the accusation goes straight to a vote.</source>
        <translation>Estas reglas no exigen apoyo: la acusación pasa directamente a votación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.</source>
        <translation>{name} no puede votar en su propio caso ({motion}). Votan: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} raised a hand more than once; each player has one hand.</source>
        <translation>{name} levantó la mano más de una vez; cada jugador tiene una sola mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a candidate in this vote. The candidates are {allowed}.</source>
        <translation>{name} no figura entre los candidatos de esta votación. Candidatos: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.</source>
        <translation>No hay nadie nominado, así que no hay nada que votar. Nomina a alguien o termina el día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes by tally, one hand per player. Candidates: {allowed}.</source>
        <translation>Ahora la mesa vota por recuento, una mano por jugador. Candidatos: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now the table votes yes or no on {target}: enter the yes-votes.</source>
        <translation>Ahora la mesa vota sí o no sobre {target}: introduce los votos a favor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nominees: {allowed}. The town must vote on them before the day can end.</source>
        <translation>Nominados: {allowed}. El pueblo debe votarlos antes de que pueda terminar el día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote is open ({motion} on {target}): finish it before the day ends.</source>
        <translation>Hay una votación abierta ({motion}: {target}): termínala antes de que acabe el día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.</source>
        <translation>Con estas reglas, el día dura hasta que alguien sale por votación; activa el sorteo al agotarse el tiempo para terminar un día sin muertes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no tally now. Now the table may: {acts}.</source>
        <translation>No hay ningún recuento en curso. Ahora la mesa puede: {acts}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no score, so there is no {act}. Turn on the club&apos;s scoring to keep fouls and points.</source>
        <translation>Estas reglas no llevan puntuación, así que no hay «{act}». Activa la puntuación de club para llevar faltas y puntos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra points must be a number other than 0, at most {most} either way; {points} is not.</source>
        <translation>Los puntos extra deben ser un número distinto de 0, como mucho {most} en cualquier sentido; {points} no lo es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra points need the referee&apos;s reason, at most {most} characters.</source>
        <translation>Los puntos extra necesitan el motivo del moderador, de {most} caracteres como mucho.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has already made the best move; it is made once.</source>
        <translation>{name} ya ha hecho la mejor jugada; solo se hace una vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.</source>
        <translation>{name} no puede hacer ahora la mejor jugada: solo puede hacerla el primer jugador asesinado de noche ({maker}), en sus últimas palabras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} names {count} different living players for the best move, from {allowed}.</source>
        <translation>{name} nombra para la mejor jugada a {count} jugadores vivos distintos, de entre: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules give no technical fouls; set how many remove a player to give them.</source>
        <translation>Estas reglas no dan faltas técnicas; para darlas, fija cuántas expulsan a un jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A removal needs the referee&apos;s reason, at most {most} characters.</source>
        <translation>Una expulsión necesita el motivo del moderador, de {most} caracteres como mucho.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order is given once, on the meeting night, by the Don while the mafia meet.</source>
        <translation>El orden de disparo lo da el Padrino una sola vez, en la noche de presentación, mientras la mafia se reúne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the Don gives the shooting order; {name} is not the Don.</source>
        <translation>Solo el Padrino da el orden de disparo; {name} no es el Padrino.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooting order names one to {most} different players from {allowed}.</source>
        <translation>El orden de disparo nombra de uno a {most} jugadores distintos de entre: {allowed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day there is no vote on a single candidate ({name}): end the day.</source>
        <translation>El primer día no se vota a un único nominado ({name}): termina el día.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for exactly {low} players; this table has {players}</source>
        <translation>Las reglas «{preset}» son para {low} jugadores exactos; en esta mesa hay {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules are for {low} to {high} players; this table has {players}</source>
        <translation>Las reglas «{preset}» son para entre {low} y {high} jugadores; en esta mesa hay {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{preset} rules have no {which}</source>
        <translation>Las reglas «{preset}» no tienen el rol «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a count cannot be negative ({which}: {count})</source>
        <translation>una cantidad no puede ser negativa ({which}: {count})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{special} special roles do not fit {players} players</source>
        <translation>{special} roles especiales no caben en {players} jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fewest players ({low}) is more than the most players ({high})</source>
        <translation>el mínimo de jugadores ({low}) es mayor que el máximo ({high})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the roles must include the {which}</source>
        <translation>los roles deben incluir «{which}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the night must call the {which}, because the roles include them</source>
        <translation>la noche debe llamar a «{which}», porque está entre los roles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a car-crash tie needs the day to vote by tally</source>
        <translation>un empate con accidente de coche necesita que el día vote por recuento de manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody is mafia, so the town has already won</source>
        <translation>nadie es de la mafia, así que el pueblo ya ha ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with {mafia} mafia and {town} town the mafia have already won</source>
        <translation>con {mafia} de la mafia y {town} del pueblo, la mafia ya ha ganado</translation>
    </message>
</context>
<context>
    <name>RoleObject</name>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-546"/>
        <source>Civilian</source>
        <translation>al Ciudadano</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Mafia</source>
        <translation>a la Mafia</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Don</source>
        <translation>al Padrino</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Detective</source>
        <translation>al Detective</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>al Comisario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>al Sheriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>al Ángel</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Doctor</source>
        <translation>al Doctor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>al Médico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>al Arcángel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>al Maníaco</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lover</source>
        <translation>a la Amante</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bodyguard</source>
        <translation>al Guardaespaldas</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Immortal</source>
        <translation>al Inmortal</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Hooligan</source>
        <translation>al Gamberro</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Werewolf</source>
        <translation>al Hombre lobo</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Jester</source>
        <translation>al Bufón</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Mayor</source>
        <translation>al Alcalde</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Kamikaze</source>
        <translation>al Kamikaze</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Marshal</source>
        <translation>al Mariscal</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Journalist</source>
        <translation>al Periodista</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location line="-541"/>
        <source>Civilian</source>
        <extracomment>a role pack&apos;s own words, (language, key, text) with key ``name``, ``plural`` or ``duty`` (``mafia_desktop.engine.role_pack``); empty for the app&apos;s roles, whose words are the catalogue&apos;s</extracomment>
        <translation>Ciudadano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilians</source>
        <translation>Ciudadanos</translation>
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
        <translation>Padrino</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Detective</source>
        <translation>Detective</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>Comisario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheriff</source>
        <translation>Sheriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ángel</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Doctor</source>
        <translation>Doctor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medic</source>
        <translation>Médico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archangel</source>
        <translation>Arcángel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Maniac</source>
        <translation>Maníaco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maniacs</source>
        <translation>Maníacos</translation>
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
        <translation>Guardaespaldas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bodyguards</source>
        <translation>Guardaespaldas</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Immortal</source>
        <translation>Inmortal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immortals</source>
        <translation>Inmortales</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hooligan</source>
        <translation>Gamberro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooligans</source>
        <translation>Gamberros</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Werewolf</source>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Werewolves</source>
        <translation>Hombres lobo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Jester</source>
        <translation>Bufón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jesters</source>
        <translation>Bufones</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mayor</source>
        <translation>Alcalde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayors</source>
        <translation>Alcaldes</translation>
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
        <translation>Mariscal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshals</source>
        <translation>Mariscales</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Journalist</source>
        <translation>Periodista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journalists</source>
        <translation>Periodistas</translation>
    </message>
</context>
<context>
    <name>RolesEditor</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/roles_editor.py" line="+68"/>
        <source>Town</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia (shoots with the mafia)</source>
        <translation>Mafia (dispara con la mafia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays alone, and wins alone like the Maniac</source>
        <translation>Juega solo y gana solo, como el Maníaco</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is larger than %1 bytes; a role pack never is.</source>
        <translation>El archivo ocupa más de %1 bytes; un paquete de roles nunca es tan grande.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file nests more than %1 levels deep; a role pack never does.</source>
        <translation>El archivo anida más de %1 niveles; un paquete de roles nunca lo hace.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a JSON document.</source>
        <translation>El archivo no es un documento JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a role pack (*.mafia-roles.json).</source>
        <translation>El archivo no es un paquete de roles (*.mafia-roles.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack was written by a newer version of the app (version %1); this one reads %2.</source>
        <translation>El paquete lo escribió una versión más nueva de la aplicación (versión %1); esta lee la %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pack&apos;s version “%1” is not one this app reads.</source>
        <translation>Esta aplicación no lee la versión «%1» del paquete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not part of a role pack.</source>
        <translation>«%1» no forma parte de un paquete de roles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is missing.</source>
        <translation>Falta «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has the wrong kind of value.</source>
        <translation>«%1» tiene un tipo de valor incorrecto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is longer than %2 characters.</source>
        <translation>«%1» tiene más de %2 caracteres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one line of visible text.</source>
        <translation>«%1» debe ser una sola línea de texto visible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).</source>
        <translation>El identificador «%1» debe empezar por una letra latina minúscula y contener solo letras latinas minúsculas, dígitos y _ (24 como máximo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack holds no role.</source>
        <translation>El paquete no contiene ningún rol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pack holds %1 roles; a pack holds %2 at most.</source>
        <translation>El paquete contiene %1 roles; un paquete tiene %2 como máximo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id “%1” is given to two roles.</source>
        <translation>El identificador «%1» está asignado a dos roles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id “%1” is taken by a role, an act or an event of the app.</source>
        <translation>El identificador «%1» ya lo usa un rol, una acción o un evento de la aplicación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a team: town, mafia or alone.</source>
        <translation>«%1» no es un bando: pueblo (town), mafia o en solitario (alone).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a night act a role of a pack may have.</source>
        <translation>«%1» no es una acción nocturna que pueda tener un rol de un paquete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not something this night act can find.</source>
        <translation>«%1» no es algo que esta acción nocturna pueda encontrar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a choice of whether a role may choose themselves.</source>
        <translation>«%1» no es una opción válida sobre si un rol puede elegirse a sí mismo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many may be dealt must be from 1 to %1.</source>
        <translation>La cantidad que se puede repartir debe ir de 1 a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the app&apos;s emblems.</source>
        <translation>«%1» no es uno de los emblemas de la aplicación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code (such as en or ru).</source>
        <translation>«%1» no es un código de idioma (como en o ru).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role has words in %1 languages at most.</source>
        <translation>Un rol tiene textos en %1 idiomas como máximo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A role needs its name and duty in English.</source>
        <translation>Un rol necesita su nombre y su función en inglés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name “%1” is given to two roles.</source>
        <translation>El nombre «%1» está asignado a dos roles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name “%1” is the name of one of the app&apos;s roles.</source>
        <translation>El nombre «%1» es el de uno de los roles de la aplicación.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Role %1: %2</source>
        <translation>Rol %1: %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New role</source>
        <translation>Nuevo rol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the role</source>
        <translation>Editar el rol</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The role&apos;s words</source>
        <translation>Nombre y descripción del rol</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plural</source>
        <translation>Plural</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the role does (its card&apos;s line)</source>
        <translation>Qué hace el rol (la línea de su carta)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the role plays</source>
        <translation>Cómo juega el rol</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Id in game records</source>
        <translation>Identificador en los registros</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night act</source>
        <translation>Acción nocturna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the check finds</source>
        <translation>Qué busca la comprobación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game</source>
        <translation>Una vez por partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never the same player two nights running</source>
        <translation>Nunca al mismo jugador dos noches seguidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May choose themselves, where the house rules let the doctor</source>
        <translation>Puede elegirse a sí mismo, si las reglas de la casa se lo permiten al doctor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as many as the deal gives</source>
        <translation>tantos como dé el reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most in a deal</source>
        <translation>Máximo por reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emblem</source>
        <translation>Emblema</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>role</source>
        <translation>rol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Roles of your own</source>
        <translation>Roles propios</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make roles from the ones the app plays: a team, a night act and its limits, and the role&apos;s names and duty in each language. Saved, they are offered in set-up&apos;s house rules.</source>
        <translation>Crea roles a partir de los que ya juega la aplicación: un bando, una acción nocturna y sus límites, y los nombres y la función del rol en cada idioma. Una vez guardados, aparecen en las reglas de la casa de la preparación.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your roles</source>
        <translation>Tus roles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New…</source>
        <translation>Nuevo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a pack…</source>
        <translation>Importar un paquete…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as a pack…</source>
        <translation>Exportar como paquete…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The kept roles could not be read: %1</source>
        <translation>No se pudieron leer los roles guardados: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Our roles</source>
        <translation>Nuestros roles</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Role packs (*.mafia-roles.json);;JSON files (*.json)</source>
        <translation>Paquetes de roles (*.mafia-roles.json);;Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a role pack</source>
        <translation>Importar un paquete de roles</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pack was not imported: %1</source>
        <translation>El paquete no se importó: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2.</source>
        <translation>Importado «%1»: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the roles</source>
        <translation>Exportar los roles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="+28"/>
        <source>The dead take no further part: they do not vote, speak or act, and are not counted in any majority.</source>
        <translation>Los muertos ya no participan: no votan, no hablan ni actúan, y no cuentan para ninguna mayoría.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dead player&apos;s card stays secret unless these rules turn it up.</source>
        <translation>La carta de un jugador muerto sigue en secreto, salvo que estas reglas la revelen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody&apos;s role is shown on the shared screen while they are alive: only to that player on the private panel, or to the referee behind a deliberate reveal.</source>
        <translation>El rol de un jugador vivo nunca se muestra en la pantalla común: solo al propio jugador en el panel privado, o al moderador cuando decide revelarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A check&apos;s result is told only to the player who made it.</source>
        <translation>El resultado de una comprobación solo se le dice al jugador que la hizo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;The town&quot; in the win rules is everyone who is not mafia, special roles included.</source>
        <translation>«El pueblo», en las condiciones de victoria, son todos los que no son de la mafia, roles especiales incluidos.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept</source>
        <translation>se lleva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not kept</source>
        <translation>no se lleva</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roles in play</source>
        <translation>Roles en juego</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Who plays</source>
        <translation>Quién juega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The recommended deal, by the number of players:</source>
        <translation>El reparto recomendado, según el número de jugadores:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roles</source>
        <translation>Los roles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says</source>
        <translation>Su carta dice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing card</source>
        <translation>Carta de juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The day</source>
        <translation>El día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night</source>
        <translation>La noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>El final</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules in force</source>
        <translation>Reglas de la casa vigentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: these are the preset&apos;s own rules.</source>
        <translation>Ninguna: son las reglas propias del reglamento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>Aquí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In every game</source>
        <translation>En toda partida</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/rulebook_dialog.py" line="+69"/>
        <location line="+27"/>
        <location line="+14"/>
        <source>Rules and roles</source>
        <translation>Reglas y roles</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show on the other screen</source>
        <translation>Mostrar en la otra pantalla</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-156"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+351"/>
        <source>the mafia choose a victim together</source>
        <translation>la mafia elige una víctima en común</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {title} checks one player</source>
        <translation>el {title} comprueba a un jugador</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} looks for the {found}</source>
        <translation>el {title} averigua quién es {found}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the {title} protects one player</source>
        <translation>el {title} protege a un jugador</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} kills one player alone</source>
        <translation>el {title} mata a un jugador por su cuenta</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the {title} spends the night with one player (never the same twice running), who cannot be killed that night and may not vote the next day</source>
        <translation>la {title} pasa la noche con un jugador (nunca el mismo dos noches seguidas), al que nadie puede matar esa noche y que no puede votar al día siguiente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the {title} guards one player, and dies in their place if they are attacked</source>
        <translation>el {title} custodia a un jugador y, si lo atacan, muere en su lugar</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="+3"/>
        <source>The {role} plays alone: they win when one other player is left; the town must put them out too, and the mafia cannot win while they live.</source>
        <translation>El {role} juega solo: gana cuando solo queda otro jugador; el pueblo también tiene que eliminarlo, y la mafia no puede ganar mientras siga vivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The {role} plays alone: they win when one other player is left.</source>
        <translation>El {role} juega solo: gana cuando solo queda otro jugador.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-365"/>
        <source>The Maniac plays alone: he wins when one other player is left; the town must put him out too, and the mafia cannot win while he lives.</source>
        <translation>El Maníaco juega solo: gana cuando solo queda otro jugador; el pueblo también tiene que eliminarlo, y la mafia no puede ganar mientras siga vivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Maniac plays alone: he wins when one other player is left.</source>
        <translation>El Maníaco juega solo: gana cuando solo queda otro jugador.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The {title} cannot be killed at night: only the vote or fouls put them out.</source>
        <translation>El {title} no puede morir de noche: solo lo eliminan la votación o las faltas.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the {title} blocks one player, whose acts that night do not count</source>
        <translation>el {title} bloquea a un jugador, cuyas acciones de esa noche no cuentan</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The first time the mafia&apos;s shot would kill the {title}, they live and join the mafia: from the next night they shoot with them, and checks find them mafia.</source>
        <translation>La primera vez que el disparo de la mafia fuera a matar al {title}, sobrevive y se une a la mafia: desde la noche siguiente dispara con ellos, y las comprobaciones lo identifican como mafia.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The Jester plays for himself: if the day&apos;s vote puts him out, he alone wins at once; killed at night, he is simply out.</source>
        <translation>El Bufón juega para sí mismo: si la votación del día lo elimina, gana él solo al instante; si muere de noche, simplemente queda fuera.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>By day the {title} may show their card once: from then their hand counts two in every vote, while the votes needed stay counted in players.</source>
        <translation>De día, el {title} puede mostrar su carta una vez: desde entonces su mano vale por dos en cada votación, aunque los votos necesarios se siguen contando por jugadores.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>When the {title} dies by the vote or at night, they may take one living player with them at once, or spare everyone; removed by fouls, they take no one.</source>
        <translation>Cuando el {title} muere por votación o de noche, puede llevarse al instante a un jugador vivo, o perdonar a todos; si lo expulsan por faltas, no se lleva a nadie.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the {title} fires at one player</source>
        <translation>el {title} dispara a un jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at one player</source>
        <translation>dispara a un jugador</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the {title} compares two players and learns whether they play on one side</source>
        <translation>el {title} compara a dos jugadores y averigua si juegan en el mismo bando</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rulebook.py" line="-89"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-273"/>
        <source>Exactly {n} players.</source>
        <translation>Exactamente {n} jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../../mafia_desktop/rules_summary.py" line="+2"/>
        <source>{lo} to {hi} players.</source>
        <translation>De {lo} a {hi} jugadores.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/rules_summary.py" line="-25"/>
        <source>Day: {part}</source>
        <translation>Día: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night: {part}</source>
        <translation>Noche: {part}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: {part}</source>
        <translation>Final: {part}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Deal for {n}: {deal}.</source>
        <translation>Reparto para {n}: {deal}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can also be dealt: {roles}.</source>
        <translation>También se pueden repartir: {roles}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Day 1 is for talk only, with no vote.</source>
        <translation>El día 1 es solo para hablar, sin votación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game opens with a day and a vote.</source>
        <translation>La partida empieza con un día con votación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.</source>
        <translation>Las intervenciones siguen el orden de los asientos: el día 1 empieza el asiento 1, el día 2 el asiento 2, y así sucesivamente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time limits: {limits}.</source>
        <translation>Límites de tiempo: {limits}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An accusation needs a second; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Una acusación necesita apoyo; luego vienen una votación para acusar formalmente, las últimas palabras y una votación para ejecutar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An accusation needs a second; then comes a defence and a vote to convict.</source>
        <translation>Una acusación necesita apoyo; luego vienen una defensa y una votación para condenar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.</source>
        <translation>Cualquiera puede acusar a un jugador; luego vienen una votación para acusar formalmente, las últimas palabras y una votación para ejecutar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone may accuse a player; then comes a defence and a vote to convict.</source>
        <translation>Cualquiera puede acusar a un jugador; luego vienen una defensa y una votación para condenar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A vote passes with more than half of the living.</source>
        <translation>Una votación se aprueba con más de la mitad de los vivos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vote passes with more than half of the living, the suspect not voting.</source>
        <translation>Una votación se aprueba con más de la mitad de los vivos, sin que vote el acusado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An acquitted player is safe until tomorrow.</source>
        <translation>Un jugador absuelto está a salvo hasta mañana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day ends as soon as a player is voted out; when time runs out, fate picks a player to die.</source>
        <translation>El día termina en cuanto sale un jugador por votación; si se acaba el tiempo, la suerte elige a un jugador que muere.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The day ends as soon as a player is voted out, or with nobody out when no more accusations come.</source>
        <translation>El día termina en cuanto sale un jugador por votación, o sin que salga nadie cuando ya no hay más acusaciones.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The day lasts until a player is voted out.</source>
        <translation>El día dura hasta que sale un jugador por votación.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player may nominate one other player a day; then everyone votes once, for one of the nominees.</source>
        <translation>Cada jugador puede nominar a otro jugador al día; luego todos votan una vez, por uno de los nominados.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone raises a hand once, for one player.</source>
        <translation>Todos levantan la mano una vez, por un jugador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the most votes is out.</source>
        <translation>El jugador con más votos queda fuera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leader defends and faces a revote: more than half of the living must vote to jail them.</source>
        <translation>El más votado se defiende y se somete a otra votación: para encarcelarlo hace falta más de la mitad de los vivos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The leader defends and faces a revote: more than half of the living, the leader not voting, must vote to jail them.</source>
        <translation>El más votado se defiende y se somete a otra votación: para encarcelarlo hace falta más de la mitad de los vivos, sin contar su voto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie sends nobody out.</source>
        <translation>Un empate no elimina a nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.</source>
        <translation>Empate: los empatados se defienden y se vuelve a votar entre ellos; si siguen empatados, no sale nadie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie is a car crash: the tied defend and the vote is held again among them; tied again, everyone votes on &quot;should all of them leave?&quot;</source>
        <translation>Un empate es un accidente de coche: los empatados se defienden y se vuelve a votar entre ellos; si vuelven a empatar, todos votan sobre «¿deben salir todos ellos?»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If nobody is nominated, the day ends without a vote.</source>
        <translation>Si no se nomina a nadie, el día termina sin votación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end until someone is nominated.</source>
        <translation>El día no puede terminar hasta que se nomine a alguien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first day a single nominee is not voted on: the day ends.</source>
        <translation>El primer día no se vota a un único nominado: el día termina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The day may end without a vote.</source>
        <translation>El día puede terminar sin votación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day cannot end without a vote.</source>
        <translation>El día no puede terminar sin votación.</translation>
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
        <translation>intervención {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discussion {time}</source>
        <translation>debate {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence {time}</source>
        <translation>defensa {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words {time}</source>
        <translation>últimas palabras {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last words after a night kill {time}</source>
        <translation>últimas palabras tras un asesinato nocturno {time}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the day {time}, with a warning {warning} before the end</source>
        <translation>el día {time}, con aviso {warning} antes del final</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the day {time}</source>
        <translation>el día {time}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A meeting night first: the mafia open their eyes and meet; no one is killed.</source>
        <translation>Primero, una noche de presentación: la mafia abre los ojos y se conoce; no muere nadie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quiet night first: no one is killed.</source>
        <translation>Primero, una noche tranquila: no muere nadie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That night the {title} also meets the host.</source>
        <translation>Esa noche, el {title} también se presenta al moderador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That night the {titles} also meet the host.</source>
        <translation>Esa noche también se presentan al moderador: {titles}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game opens with a night, and the first night has a kill.</source>
        <translation>La partida empieza con una noche, y ya en la primera noche hay asesinato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia do not know each other.</source>
        <translation>Los mafiosos no se conocen entre sí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia know each other from the start.</source>
        <translation>Los mafiosos se conocen desde el principio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{earlier}, then {next}</source>
        <translation>{earlier}, luego {next}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then, each night: {steps}.</source>
        <translation>Después, cada noche: {steps}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each night: {steps}.</source>
        <translation>Cada noche: {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The mafia may also choose nobody.</source>
        <translation>La mafia también puede no elegir a nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia must choose a victim.</source>
        <translation>La mafia debe elegir una víctima.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the mafia shoot (more than half must agree)</source>
        <translation>la mafia dispara (debe estar de acuerdo más de la mitad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mafia shoot (all must agree)</source>
        <translation>la mafia dispara (deben estar todos de acuerdo)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The {title} may protect themself.</source>
        <translation>El {title} puede protegerse a sí mismo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may not protect themself.</source>
        <translation>El {title} no puede protegerse a sí mismo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {title} may protect themself, but never the same player two nights running.</source>
        <translation>El {title} puede protegerse a sí mismo, pero nunca al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {title} may not protect themself, nor the same player two nights running.</source>
        <translation>El {title} no puede protegerse a sí mismo ni al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the {title} saves the victim, the morning says so.</source>
        <translation>Si el {title} salva a la víctima, se anuncia por la mañana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the {title} saves the victim, the morning only says that nobody died.</source>
        <translation>Si el {title} salva a la víctima, por la mañana solo se dice que no murió nadie.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The town wins when every mafioso is out; the mafia win when they outnumber the rest.</source>
        <translation>El pueblo gana cuando han salido todos los mafiosos; la mafia gana cuando supera en número al resto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.</source>
        <translation>El pueblo gana cuando han salido todos los mafiosos; la mafia gana cuando iguala o supera en número al resto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they outnumber the rest, once the {others} is out.</source>
        <translation>El pueblo gana cuando han salido todos los mafiosos y el {others}; la mafia gana cuando supera en número al resto, una vez que el {others} ha salido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The town wins when every mafioso and the {others} are out; the mafia win when they are at least as many as the rest, once the {others} is out.</source>
        <translation>El pueblo gana cuando han salido todos los mafiosos y el {others}; la mafia gana cuando iguala o supera en número al resto, una vez que el {others} ha salido.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A dead player&apos;s card stays hidden.</source>
        <translation>La carta de un jugador muerto queda oculta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player voted out shows their card; other cards stay hidden.</source>
        <translation>La carta de un jugador eliminado por votación se revela; las demás cartas quedan ocultas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead player&apos;s card is turned up.</source>
        <translation>Se revela la carta de todo jugador muerto.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The referee gives fouls: the third halves the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>El moderador pone faltas: la tercera reduce a la mitad la próxima intervención del jugador, la cuarta lo expulsa al instante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The referee gives fouls: the third costs the player&apos;s next speech, the fourth removes them at once.</source>
        <translation>El moderador pone faltas: la tercera le cuesta al jugador su próxima intervención, la cuarta lo expulsa al instante.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Technical fouls are counted apart: {count} remove a player.</source>
        <translation>Las faltas técnicas se cuentan aparte: con {count}, el jugador queda expulsado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player shot at night names three players in their last words: the best move.</source>
        <translation>El primer jugador abatido de noche nombra a tres jugadores en sus últimas palabras: la mejor jugada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee&apos;s extra points.</source>
        <translation>Puntos: {win} para cada jugador del bando ganador, {two} o {three} por una mejor jugada que nombre a dos o tres mafiosos, {fouls} por una expulsión por faltas, y los puntos extra del moderador.</translation>
    </message>
</context>
<context>
    <name>ScheduleBoard</name>
    <message>
        <location filename="../../../mafia_desktop/ui/public/schedule_board.py" line="+60"/>
        <source>Mafia Desktop — schedule</source>
        <translation>Mafia Desktop — calendario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament schedule</source>
        <translation>Calendario del torneo</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>Sitting out:</source>
        <translation>Descansan:</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <location filename="../../../mafia_desktop/ui/circle/seat_circle.py" line="+67"/>
        <source>Seat circle</source>
        <extracomment>the fade between day and night moved on (0 = day, 1 = night)</extracomment>
        <translation>Círculo de asientos</translation>
    </message>
</context>
<context>
    <name>SeriesScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/series_screen.py" line="+238"/>
        <location line="+449"/>
        <source>Series standings</source>
        <extracomment>the standings&apos; columns: the phrase of each heading (the printed page&apos;s words) the one signals object every read reports through: made on the UI thread at the first read and never deleted, so a thread still reading when its screen closes never emits on a dead object the scope was read and the tables filled (or the problem shown)</extracomment>
        <translation>Clasificación de la serie</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+159"/>
        <source>Reading the games…</source>
        <translation>Leyendo las partidas…</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The standings, the rating chart and the statistics</source>
        <translation>La clasificación, el gráfico de rating y las estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Rating chart</source>
        <translation>Gráfico de rating</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; statistics</source>
        <translation>Estadísticas de los jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By role</source>
        <translation>Por rol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot on the first night</source>
        <translation>Abatido la primera noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks found / made</source>
        <translation>Comprobaciones: aciertos / hechas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best moves</source>
        <translation>Mejores jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia named</source>
        <translation>Mafiosos nombrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Faltas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the games ended</source>
        <translation>Cómo acabaron las partidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs&apos; statistics</source>
        <translation>Estadísticas de las parejas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+97"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Together</source>
        <translation>Juntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won together</source>
        <translation>Ganadas juntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>Enfrentados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the first</source>
        <translation>Ganadas por el primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the second</source>
        <translation>Ganadas por el segundo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any or none</source>
        <translation>Cualquiera o ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>No finished game yet: the standings fill in as games end.</source>
        <translation>Aún no hay partidas terminadas: la clasificación se rellena a medida que acaban las partidas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No finished game in this choice.</source>
        <translation>No hay partidas terminadas en esta selección.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating of %1, game by game</source>
        <translation>Rating de %1, partida a partida</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>alive at the end</source>
        <translation>vivo al final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed at night</source>
        <translation>asesinado de noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voted out</source>
        <translation>eliminado por votación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out at the time limit</source>
        <translation>fuera por tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by fouls</source>
        <translation>expulsado por faltas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by technical fouls</source>
        <translation>expulsado por faltas técnicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed by the referee</source>
        <translation>expulsado por el moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered</source>
        <translation>se rindió</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left the game</source>
        <translation>abandonó la partida</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+11"/>
        <source>Export the standings</source>
        <translation>Exportar la clasificación</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>La impresora no arrancó; no se imprimió nada.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/settings_dialog.py" line="+67"/>
        <source>The system&apos;s voices</source>
        <translation>Las voces del sistema</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Narrator&apos;s voice for</source>
        <translation>Voz del narrador para</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Voice: %1</source>
        <translation>Voz: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hear it</source>
        <translation>Escuchar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear it: %1</source>
        <translation>Escuchar: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source> words a minute</source>
        <translation> palabras por minuto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Narrator&apos;s volume</source>
        <translation>Volumen del narrador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute the narrator (the captions stay)</source>
        <translation>Silenciar al narrador (los subtítulos se mantienen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night sound: a quiet hush that hides the rustle of hands</source>
        <translation>Sonido nocturno: un murmullo suave que tapa el roce de las manos</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Night sound volume</source>
        <translation>Volumen del sonido nocturno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause per seat called</source>
        <translation>Pausa por asiento nombrado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phones</source>
        <translation>Teléfonos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network the players&apos; phones join the laptop on: the room&apos;s Wi-Fi or the laptop&apos;s hotspot.</source>
        <translation>La red por la que los teléfonos de los jugadores se conectan al portátil: el wifi de la sala o el punto de acceso del portátil.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The clearest installed</source>
        <translation>La más clara de las instaladas</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode.py" line="+51"/>
        <source>Cards, narrator and screens</source>
        <extracomment>the deal&apos;s way, the timed calls or the second screen changed (the model has it already) the narrator was turned on or off, or speaks another language</extracomment>
        <translation>Cartas, narrador y pantallas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How players learn their cards</source>
        <translation>Cómo conocen los jugadores sus cartas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The app deals</source>
        <translation>La aplicación reparte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical or printed cards</source>
        <translation>Cartas físicas o impresas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The app deals and prints fold-over cards</source>
        <translation>La aplicación reparte e imprime cartas plegables</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players may use their own phones</source>
        <translation>Los jugadores pueden usar sus teléfonos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Narrator, with captions</source>
        <translation>Narrador, con subtítulos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Narrator&apos;s language</source>
        <translation>Idioma del narrador</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one at the keys: each role</source>
        <translation>Nadie al teclado: cada rol</translation>
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
        <translation>Mostrar la mesa en otra pantalla</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The laptop goes round once: each player holds to see their card, then it comes back to the host.</source>
        <translation>El portátil da una vuelta: cada jugador mantiene pulsado para ver su carta y luego vuelve al moderador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player holds to see their card on the laptop.</source>
        <translation>Cada jugador mantiene pulsado para ver su carta en el portátil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a real or printed deck, then taps each seat and its card.</source>
        <translation>El moderador reparte una baraja real o impresa y luego toca cada asiento y su carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player enters theirs on the laptop.</source>
        <translation>Cada jugador introduce la suya en el portátil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold each card and hand it to the player named on it; the game starts at once.</source>
        <translation>Dobla cada carta y entrégasela al jugador cuyo nombre lleva; la partida empieza enseguida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a referee only: nobody else may print every card.</source>
        <translation>Solo con moderador: nadie más puede imprimir todas las cartas.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop&apos;s hotspot; nothing to install. Players without one play on the laptop.</source>
        <translation>Los teléfonos se conectan con un código QR que aparece en el reparto, en el mismo wifi o en el punto de acceso del portátil; no hay que instalar nada. Quien no tenga teléfono juega en el portátil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when the app deals: each player&apos;s code is shown beside their card.</source>
        <translation>Solo cuando reparte la aplicación: el código de cada jugador aparece junto a su carta.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/mode_choice.py" line="+35"/>
        <source>A referee at the laptop</source>
        <translation>Un moderador en el portátil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of you runs the game at the console and does not play.</source>
        <translation>Uno de ustedes dirige la partida desde la consola y no juega.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the laptop round</source>
        <translation>El portátil pasa de mano en mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: at night each player, alone with it, makes a choice.</source>
        <translation>Todos juegan: de noche, cada jugador, a solas con él, hace su elección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The laptop in the middle</source>
        <translation>El portátil en el centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone plays: each role wakes in turn to use it while the others sleep.</source>
        <translation>Todos juegan: cada rol se despierta por turnos para usarlo mientras los demás duermen.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How will you play?</source>
        <extracomment>the group chose a mode (the model has it already)</extracomment>
        <translation>¿Cómo van a jugar?</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/players.py" line="+75"/>
        <source>Players, in seat order</source>
        <extracomment>the group changed the roster (the model has it already)</extracomment>
        <translation>Jugadores, por orden de asiento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name of a new player</source>
        <extracomment>the players of past games, most recent first (offered as a name is typed)</extracomment>
        <translation>Nombre de un jugador nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New player&apos;s name</source>
        <translation>Nombre del jugador nuevo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Players in seat order</source>
        <translation>Jugadores por orden de asiento</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the seats</source>
        <translation>Sortear los asientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the draw</source>
        <translation>Deshacer el sorteo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seat the players at random (a tournament round)</source>
        <translation>Sentar a los jugadores al azar (una ronda de torneo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats were drawn at random.</source>
        <translation>Los asientos se sortearon al azar.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="+179"/>
        <source>problem</source>
        <translation>problema</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/protocol.py" line="-140"/>
        <source>Club or table</source>
        <translation>Club o mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee</source>
        <translation>Moderador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series (an evening, a season)</source>
        <translation>Serie (una velada, una temporada)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Club game</source>
        <translation>Partida de club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: this can have at most %2 characters.</source>
        <translation>%1: como máximo %2 caracteres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain line breaks or tabs.</source>
        <translation>%1: no puede contener saltos de línea ni tabulaciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this cannot contain invisible or text-direction characters.</source>
        <translation>%1: no puede contener caracteres invisibles ni de dirección del texto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol and series</source>
        <extracomment>a text or the game&apos;s number changed (the model has it already)</extracomment>
        <translation>Acta y serie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the protocol and series</source>
        <translation>Mostrar el acta y la serie</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>Game number in the evening</source>
        <translation>Número de partida de la velada</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Game type</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Tournament game: round %1, table %2</source>
        <translation>Partida de torneo: ronda %1, mesa %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Date: %1</source>
        <translation>Fecha: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/rules.py" line="-97"/>
        <source>Rules</source>
        <extracomment>the rules changed (the model has them already); True when it is a choice to remember *Roles…*: the group&apos;s own roles are to be edited</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the house rules</source>
        <translation>Mostrar las reglas de la casa</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Roles in play</source>
        <translation>Roles en juego</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roles…</source>
        <translation>Roles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roles of your own</source>
        <translation>Roles propios</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No score kept</source>
        <translation>Sin puntuación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points of their own</source>
        <translation>Puntos propios</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Back to the preset</source>
        <translation>Volver al reglamento</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Changed from the preset</source>
        <translation>Cambiado respecto al reglamento</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The deal</source>
        <extracomment>the deal changed (the model has it already)</extracomment>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Recommended deal</source>
        <translation>Reparto recomendado</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/setup/screen.py" line="+109"/>
        <source>New game</source>
        <extracomment>the group pressed Start: the new game&apos;s record Back / Esc Start with physical cards: the players enter theirs first (a PendingGame) the deal, the names or the narrator changed (the narrator&apos;s lines can be rendered ahead) *Roles…* (in the house rules): the group&apos;s own roles are to be edited; once they are saved, :meth:`roles_changed` offers them</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats: drag to reorder, or Alt+arrow keys</source>
        <translation>Asientos: arrastra para reordenar, o Alt+flechas</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>First choose how you will play, at the top.</source>
        <translation>Primero elige arriba cómo van a jugar.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These rules are for exactly %1 players; there are %2.</source>
        <translation>Estas reglas son para exactamente %1 jugadores; hay %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are for %1 to %2 players; there are %3.</source>
        <translation>Estas reglas son para entre %1 y %2 jugadores; hay %3.</translation>
    </message>
</context>
<context>
    <name>Single</name>
    <message>
        <location filename="../../../mafia_desktop/ui/window/app.py" line="+160"/>
        <source>Start anyway</source>
        <translation>Iniciar de todos modos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose another folder…</source>
        <translation>Elegir otra carpeta…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A folder for this run&apos;s games and settings</source>
        <translation>Una carpeta para las partidas y los ajustes de esta sesión</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a copy as…, Ctrl+Shift+S).</source>
        <translation>Solo lectura: no se guarda nada de lo que juegues. Para conservar una partida, guarda una copia en otro sitio (Partida, Guardar una copia como…, Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/window/single.py" line="+309"/>
        <source>process %1</source>
        <extracomment>what the user may choose when the lock cannot be had (see LockProblem.offers)</extracomment>
        <translation>proceso %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its lock file: %1</source>
        <translation>Su archivo de bloqueo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mafia Desktop is already running with this data folder (process %1) but does not answer. Close it, or end that process, then start again.</source>
        <translation>Mafia Desktop ya se está ejecutando con esta carpeta de datos (proceso %1), pero no responde. Ciérralo o termina ese proceso, y vuelve a iniciarlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mafia Desktop is already running with this data folder (process %1), but this launch cannot reach its window: there is no folder only you can use for the two to talk through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be made in %2). Switch to that window yourself, or close it and start again.</source>
        <translation>Mafia Desktop ya se está ejecutando con esta carpeta de datos (proceso %1), pero este inicio no puede llegar a su ventana: no hay ninguna carpeta que solo tú puedas usar para que se comuniquen (XDG_RUNTIME_DIR no está definida o no es privada, y no se puede crear una carpeta privada en %2). Cambia tú mismo a esa ventana, o ciérrala y vuelve a iniciarlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lock file %1 cannot be written: %2.</source>
        <translation>No se puede escribir el archivo de bloqueo %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2, which is no longer running: the app that made it stopped without removing it.</source>
        <translation>El archivo de bloqueo %1 indica %2, que ya no se está ejecutando: la aplicación que lo creó se detuvo sin borrarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 names %2, which is not Mafia Desktop: the app that made it probably stopped without removing it.</source>
        <translation>El archivo de bloqueo %1 indica %2, que no es Mafia Desktop: probablemente la aplicación que lo creó se detuvo sin borrarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 cannot be read, so this launch cannot tell whether another Mafia Desktop uses this data folder.</source>
        <translation>No se puede leer el archivo de bloqueo %1, así que este inicio no puede saber si otro Mafia Desktop usa esta carpeta de datos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lock file %1 was made on another computer (%2), which may still be using this data folder.</source>
        <translation>El archivo de bloqueo %1 se creó en otro ordenador (%2), que quizá siga usando esta carpeta de datos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lock file %1 names %2, which still runs; this system cannot tell whether it is Mafia Desktop.</source>
        <translation>El archivo de bloqueo %1 indica %2, que sigue ejecutándose; este sistema no puede saber si es Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lock file %1 names %2; this system cannot tell whether it still runs or whether it is Mafia Desktop.</source>
        <translation>El archivo de bloqueo %1 indica %2; este sistema no puede saber si sigue ejecutándose ni si es Mafia Desktop.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing can be written in the data folder %1: %2.</source>
        <translation>No se puede escribir nada en la carpeta de datos %1: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You may open the app read-only (nothing you play is saved), or choose another folder for this run&apos;s games and settings.</source>
        <translation>Puedes abrir la aplicación en solo lectura (no se guarda nada de lo que juegues) o elegir otra carpeta para las partidas y los ajustes de esta sesión.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games cannot be saved there either until this is mended: you may start anyway and play on, or choose another folder for this run&apos;s games and settings.</source>
        <translation>Tampoco se podrán guardar partidas allí hasta que se arregle: puedes iniciar de todos modos y seguir jugando, o elegir otra carpeta para las partidas y los ajustes de esta sesión.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If Mafia Desktop is not running there, start anyway.</source>
        <translation>Si Mafia Desktop no se está ejecutando allí, inicia de todos modos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If no other Mafia Desktop window is open, start anyway.</source>
        <translation>Si no hay otra ventana de Mafia Desktop abierta, inicia de todos modos.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../../mafia_desktop/narration/speech.py" line="+39"/>
        <source>No speech engine could start ({reason}). The narrator shows its lines as captions, with the chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.</source>
        <translation>No se pudo iniciar ningún motor de voz ({reason}). El narrador muestra sus frases como subtítulos, con los avisos sonoros. En Linux, la voz necesita Festival o espeak-ng: instálalos (por ejemplo: sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng) y vuelve a iniciar la aplicación.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../../mafia_desktop/storage/games.py" line="+38"/>
        <source>Could not save {path}: {reason}.</source>
        <translation>No se pudo guardar {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: {reason}.</source>
        <translation>No se pudo leer {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not open {path}: {problem}.</source>
        <translation>No se pudo abrir {path}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a game record this app can open: {reason}</source>
        <translation>{file} no es un registro de partida que esta aplicación pueda abrir: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is missing</source>
        <translation>no se encuentra {file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} It was kept aside as {aside}.</source>
        <translation>{problem} Se ha apartado como {aside}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read {path}: it is not a regular file (a folder, a pipe or a device).</source>
        <translation>No se pudo leer {path}: no es un archivo normal (es una carpeta, una tubería o un dispositivo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save {path}: it is a folder, not a file.</source>
        <extracomment>why a file cannot be written where it was asked: something other than a file is there</extracomment>
        <translation>No se pudo guardar {path}: es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not save {path}: it is a device, not a file; nothing was written to it.</source>
        <translation>No se pudo guardar {path}: es un dispositivo, no un archivo; no se ha escrito nada en él.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it.</source>
        <translation>No se pudo guardar {path}: es una tubería (FIFO), no un archivo; no se ha escrito nada en ella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save {path}: it is a socket, not a file; nothing was written to it.</source>
        <translation>No se pudo guardar {path}: es un socket, no un archivo; no se ha escrito nada en él.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous good copy of {file} was opened instead (inputs in it: {count}).</source>
        <translation>En su lugar se abrió la copia buena anterior de {file} (jugadas en ella: {count}).</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{what} (free some space on that disk)</source>
        <extracomment>the game the record replays to (read replays it once: the table need not again)</extracomment>
        <translation>{what} (libera espacio en ese disco)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (free some space: the disk quota is full)</source>
        <translation>{what} (libera espacio: la cuota de disco está llena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (the disk is read-only: save a copy elsewhere)</source>
        <translation>{what} (el disco es de solo lectura: guarda una copia en otro sitio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>{what} (check the folder&apos;s permissions, or save a copy elsewhere)</source>
        <translation>{what} (comprueba los permisos de la carpeta o guarda una copia en otro sitio)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} ({file} is a file where a folder should be)</source>
        <translation>{what} ({file} es un archivo donde debería haber una carpeta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} (part of the path is a file where a folder should be)</source>
        <translation>{what} (parte de la ruta es un archivo donde debería haber una carpeta)</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/phones.py" line="+72"/>
        <source>No phones were paired for this game.</source>
        <extracomment>The versions read: 1 had no ``port``.</extracomment>
        <translation>No se vinculó ningún teléfono para esta partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones paired for another game are no longer paired: pair them again for this one.</source>
        <translation>Los teléfonos vinculados a otra partida ya no están vinculados: vuelve a vincularlos para esta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is not a list of paired phones this app can read ({reason}): pair the phones again.</source>
        <translation>{file} no es una lista de teléfonos vinculados que esta aplicación pueda leer ({reason}): vuelve a vincular los teléfonos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was written by another version of the app: pair the phones again.</source>
        <translation>{file} lo escribió otra versión de la aplicación: vuelve a vincular los teléfonos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is a link, not a file of this app&apos;s: it was not followed; pair the phones again.</source>
        <translation>{file} es un enlace, no un archivo de esta aplicación: no se ha seguido; vuelve a vincular los teléfonos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could be read by another account, so its keys are no longer secret: pair the phones again.</source>
        <translation>{file} podía leerlo otra cuenta, así que sus claves ya no son secretas: vuelve a vincular los teléfonos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{problem} Pair the phones again.</source>
        <translation>{problem} Vuelve a vincular los teléfonos.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/series.py" line="+113"/>
        <source>The series database {path} cannot be used: {reason}.</source>
        <translation>No se puede usar la base de datos de series {path}: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The series database {path} is in use by another program (another Mafia Desktop, perhaps). Close it and try again.</source>
        <translation>La base de datos de series {path} la está usando otro programa (quizá otro Mafia Desktop). Ciérralo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/storage/tournaments.py" line="+37"/>
        <source>{file} is not a tournament this app can open: {reason}</source>
        <translation>{file} no es un torneo que esta aplicación pueda abrir: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete {path}: {reason}.</source>
        <translation>No se pudo eliminar {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../../../mafia_desktop/ui/table/clocks.py" line="+58"/>
        <location line="+151"/>
        <source>Skip</source>
        <extracomment>a clock ticked (the circle&apos;s centre and the public table follow) the step&apos;s timer or the day clock ran out, or the next speaker is up: the screen renders the called list&apos;s pause at the seat called is over</extracomment>
        <translation>Saltar</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Skip to the next timer</source>
        <translation>Saltar al siguiente temporizador</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the speech</source>
        <translation>Terminar la intervención</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this speech: the next timer is up</source>
        <translation>Terminar esta intervención: pasa al siguiente temporizador</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/narration.py" line="+106"/>
        <source>The narrator is getting ready…</source>
        <extracomment>a message for the table&apos;s flow (the list&apos;s pause or a timed call ran out, the narrator fell silent after a seat) the narrator&apos;s caption (empty: none) the time the circle&apos;s centre shows changed (the seat&apos;s pause began or stopped) (night, calls, index, the seat called) said a question is open: the list waits for the answer</extracomment>
        <translation>El narrador se está preparando…</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/panel.py" line="+113"/>
        <source>Undo</source>
        <extracomment>a step&apos;s button was pressed (its key) Undo the game is over: a new game, or home</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last input</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Public log</source>
        <translation>Registro público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same table, rules and roles, with a new deal</source>
        <translation>La misma mesa, reglas y roles, con un nuevo reparto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private.py" line="+107"/>
        <source>The mafia have not chosen a victim: they wake again.</source>
        <extracomment>the private panel came up (True) or went (False) a screen of the private turn is up (the role it wakes is called, the public table follows) the private turn ended: ``to_table``, ``morning`` or ``time_up`` the private turn on the panel, and which turn it is (see flow.private_turn) the link a player&apos;s QR code carries, beside their card (a game with phones), or None</extracomment>
        <translation>La mafia no ha elegido víctima: vuelve a despertar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mafia have not chosen a victim: one more round, for everyone.</source>
        <translation>La mafia no ha elegido víctima: una ronda más, para todos.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/private_host.py" line="+82"/>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="+51"/>
        <source>Waiting for the phones of: %1</source>
        <translation>Esperando los teléfonos de: %1</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/screen.py" line="+120"/>
        <source>Narrator&apos;s caption</source>
        <extracomment>the user asked to leave the table (to the home screen) or to start a new game Play again: the same table with a new deal (the window starts it) the private panel came up (True) or went (False): no key of the table or the window acts while it shows what the public table on another screen shows now (a Board: see :mod:`.board`) asks the table a yes/no question (tests answer for the table) the referee console&apos;s own surfaces: built only when the game has a referee what the screen shows (made again from the table&apos;s state by every render)</extracomment>
        <translation>Subtítulo del narrador</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No network for the phones: join the room&apos;s Wi-Fi or start the laptop&apos;s hotspot, then pick it in Settings. Until then everyone plays on the laptop.</source>
        <extracomment>the players&apos; phones (a game that plays with them), started once the screen is up</extracomment>
        <translation>No hay red para los teléfonos: conéctate al wifi de la sala o activa el punto de acceso del portátil, y luego elígelo en Ajustes. Hasta entonces, todos juegan en el portátil.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Mafia Desktop — %1</source>
        <translation>Mafia Desktop — %1</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>%1 The game goes on in memory and each next move tries to save again; a copy can be saved from the Game menu.</source>
        <translation>%1 La partida sigue en memoria y cada jugada siguiente intenta guardar de nuevo; se puede guardar una copia desde el menú Partida.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>That choice is not possible now. Try again, or go to the next role.</source>
        <translation>Esa elección no es posible ahora. Inténtalo de nuevo o pasa al siguiente rol.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mafia Desktop</source>
        <translation>Mafia Desktop</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/ui/table/words.py" line="-24"/>
        <source>Press a button first (who accuses, the vote…), then tap the players.</source>
        <translation>Primero pulsa un botón (quién acusa, la votación…) y luego toca a los jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press a button first (who nominates, the vote…), then tap the players.</source>
        <translation>Primero pulsa un botón (quién nomina, la votación…) y luego toca a los jugadores.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be picked for this.</source>
        <translation>%1 no se puede elegir para esto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That tap is not a shot the rules allow (one shot each, never at oneself).</source>
        <translation>Ese toque no es un disparo que permitan las reglas (un disparo cada uno, nunca a uno mismo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One hand each: %1&apos;s vote moves from %2 to %3.</source>
        <translation>Una mano cada uno: el voto de %1 pasa de %2 a %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays on the laptop from now on.</source>
        <translation>%1 juega en el portátil a partir de ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules keep no fouls (the club&apos;s sport is off in set-up).</source>
        <translation>Estas reglas no llevan faltas (la puntuación de club está desactivada en la preparación).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game: no foul.</source>
        <translation>%1 está fuera de la partida: no hay falta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game: only a living player sees their card again.</source>
        <translation>%1 está fuera de la partida: solo un jugador vivo vuelve a ver su carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tap three players for the best move: %1 so far.</source>
        <translation>Toca a tres jugadores para la mejor jugada: %1 por ahora.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Third foul for %1: their next speech is half its time. Undo takes it back.</source>
        <translation>Tercera falta para %1: su próxima intervención dura la mitad. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third foul for %1: they lose today&apos;s speech. Undo takes it back.</source>
        <translation>Tercera falta para %1: pierde la intervención de hoy. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third foul for %1: their next speech is lost. Undo takes it back.</source>
        <translation>Tercera falta para %1: pierde su próxima intervención. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fourth foul for %1: they leave the game. Undo takes it back.</source>
        <translation>Cuarta falta para %1: sale de la partida. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul %2 of 4 for %1. Undo takes it back.</source>
        <translation>Falta %2 de 4 para %1. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That act of the referee cannot be made now.</source>
        <translation>Esa decisión del moderador no se puede tomar ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the game already.</source>
        <translation>%1 ya está fuera de la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A removal needs the reason, at most %1 characters.</source>
        <translation>Una expulsión necesita el motivo, de %1 caracteres como mucho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooting order names one to three different players.</source>
        <translation>El orden de disparo nombra de uno a tres jugadores distintos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooting order is noted: %1. Undo takes it back.</source>
        <translation>Orden de disparo anotado: %1. Deshacer lo retira.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Technical foul %2 of %3 for %1: they leave the game. Undo takes it back.</source>
        <translation>Falta técnica %2 de %3 para %1: sale de la partida. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Technical foul %2 of %3 for %1. Undo takes it back.</source>
        <translation>Falta técnica %2 de %3 para %1. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is removed from the game. Undo takes it back.</source>
        <translation>Expulsión de la partida: %1. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has given up the game. Undo takes it back.</source>
        <translation>Rendición: %1. Deshacer la retira.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not heard yet: %1. Vote now all the same?</source>
        <translation>Aún no han hablado: %1. ¿Votar de todos modos?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not heard yet: %1. End the day all the same?</source>
        <translation>Aún no han hablado: %1. ¿Terminar el día de todos modos?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from the game? They leave at once, without last words.</source>
        <translation>¿Expulsar de la partida a %1? Sale al instante, sin últimas palabras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does %1 give up the game? They leave at once, without last words.</source>
        <translation>¿Se rinde %1? Sale al instante, sin últimas palabras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up: a random living player will die. Go ahead?</source>
        <translation>Se acabó el tiempo: morirá un jugador vivo al azar. ¿Continuar?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start this night again? Every choice made tonight is taken back, and the turns start again from the first player.</source>
        <translation>¿Empezar esta noche de nuevo? Se deshace cada elección de esta noche y los turnos vuelven a empezar por el primer jugador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go back to the day before this night? Every choice made that night is taken back: tell the table, and play the night again.</source>
        <translation>¿Volver al día anterior a esta noche? Se deshace cada elección de esa noche: avisa a la mesa y jueguen la noche otra vez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last night choice</source>
        <translation>la última elección nocturna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1? That ended the day: this night is taken back, and the day goes on.</source>
        <translation>¿Deshacer %1? Con eso terminó el día: esta noche se deshace y el día continúa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1?</source>
        <translation>¿Deshacer %1?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{by} accusing {target}</source>
        <translation>la acusación de {by} contra {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominating {target}</source>
        <translation>la nominación de {target} por {by}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by}&apos;s second</source>
        <translation>el apoyo de {by}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the tally of the votes</source>
        <translation>el recuento de los votos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the day</source>
        <translation>el final del día</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the morning</source>
        <translation>la mañana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last input</source>
        <translation>la última jugada</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../../mafia_desktop/engine/kinds.py" line="-97"/>
        <location filename="../../../mafia_desktop/phrases.py" line="-409"/>
        <source>Mafia, wake up: tap the victim they choose.</source>
        <translation>Mafia, despierta: toca a la víctima que elijan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.</source>
        <translation>Mafia: ¿a quién disparas esta noche? Disparas por tu cuenta; Nadie también es una opción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} shot at {target}</source>
        <translation>{by} dispara a {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mafia: whom do the mafia kill tonight? Your choice replaces the one before.</source>
        <translation>Mafia: ¿a quién mata la mafia esta noche? Tu elección sustituye a la anterior.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+16"/>
        <source>{title}, wake up: tap the player they point at.</source>
        <translation>{title}, despierta: toca al jugador que señale.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{title}: whom do you ask about tonight?</source>
        <translation>{title}: ¿por quién preguntas esta noche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} checked {target}: {result}</source>
        <translation>{by} comprueba a {target}: {result}</translation>
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
        <translation>no mafia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is mafia.</source>
        <translation>{target} es mafia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not mafia.</source>
        <translation>{target} no es mafia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: who do you think is the {finds}?</source>
        <translation>{title}: ¿quién crees que es {finds}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} looked for the {title} at {target}: {result}</source>
        <translation>{by} comprueba si {target} es {title}: {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>found</source>
        <translation>encontrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not there</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is the {title}.</source>
        <translation>{target} es {title}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} is not the {title}.</source>
        <translation>{target} no es {title}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they protect.</source>
        <translation>{title}, despierta: toca al jugador que proteja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you protect tonight?</source>
        <translation>{title}: ¿a quién proteges esta noche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} protected {target}</source>
        <translation>{by} protege a {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they kill.</source>
        <translation>{title}, despierta: toca al jugador que mate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you kill tonight? You kill alone; Nobody is a choice too.</source>
        <translation>{title}: ¿a quién matas esta noche? Matas por tu cuenta; Nadie también es una opción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} stabbed {target}</source>
        <translation>{by} apuñala a {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}, wake up: tap the player they spend the night with.</source>
        <translation>{title}, despierta: toca al jugador con quien pase la noche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: whom do you spend the night with?</source>
        <translation>{title}: ¿con quién pasas la noche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} spent the night with {target}</source>
        <translation>{by} pasa la noche con {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} may not vote today</source>
        <translation>{player} no puede votar hoy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}, wake up: tap the player they guard.</source>
        <translation>{title}, despierta: toca al jugador que custodie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you guard tonight?</source>
        <translation>{title}: ¿a quién custodias esta noche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} guarded {target}</source>
        <translation>{by} custodia a {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} died guarding {player}</source>
        <translation>{by} muere custodiando a {player}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The town wins!</source>
        <translation>¡Gana el pueblo!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The mafia win!</source>
        <translation>¡Gana la mafia!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/role_pack.py" line="-9"/>
        <source>The {role} wins!</source>
        <extracomment>Names the app has given, or will give, to acts, events, roles and calls (issue 47&apos;s record contract): a pack role never takes one, so a record stays readable by later versions. Every refusal&apos;s code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``). A lone side&apos;s words, by key of :class:`~.kinds.Team` (``{role}``: the role&apos;s name in the language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.</extracomment>
        <translation>¡Gana el {role}!</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/engine/roles.py" line="-350"/>
        <source>The Maniac wins!</source>
        <translation>¡Gana el Maníaco!</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{title}, wake up: tap the player they block.</source>
        <translation>{title}, despierta: toca al jugador que bloquee.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you block tonight? Whatever they do tonight will not count.</source>
        <translation>{title}: ¿a quién bloqueas esta noche? Lo que haga esta noche no contará.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} blocked {target}</source>
        <translation>{by} bloquea a {target}</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The Jester wins!</source>
        <translation>¡Gana el Bufón!</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>{title}, wake up: tap the player they fire at.</source>
        <translation>{title}, despierta: toca al jugador al que dispare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: whom do you fire at tonight? Once a game, instead of your check.</source>
        <translation>{title}: ¿a quién disparas esta noche? Una vez por partida, en lugar de tu comprobación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{by} fired at {target}</source>
        <translation>{by} dispara a {target}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{title}, wake up: tap the two players they compare.</source>
        <translation>{title}, despierta: toca a los dos jugadores que compare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: which two players do you compare tonight?</source>
        <translation>{title}: ¿qué dos jugadores comparas esta noche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} compared {target}: {result}</source>
        <translation>{by} compara a {target}: {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one side</source>
        <translation>mismo bando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>different sides</source>
        <translation>bandos distintos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on one side.</source>
        <translation>{target} y {second} juegan en el mismo bando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{target} and {second} play on different sides.</source>
        <translation>{target} y {second} juegan en bandos distintos.</translation>
    </message>
    <message>
        <location filename="../../../mafia_desktop/phrases.py" line="-1160"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth group</source>
        <translation>Grupo juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Angel</source>
        <translation>Ángel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zero night</source>
        <translation>Noche cero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>András Kuba&apos;s rules, 1997</source>
        <translation>Reglas de András Kuba, 1997</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A youth-group game with playing cards</source>
        <translation>Un juego de grupo juvenil con naipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian club rules, ten numbered seats</source>
        <translation>Reglas de club rusas, diez asientos numerados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Princeton rules, with the Angel</source>
        <translation>Las reglas de Princeton, con el Ángel</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>nobody</source>
        <extracomment>FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from its own first letter and leaves the sentence&apos;s order around it alone (Unicode&apos;s bidi algorithm)</extracomment>
        <translation>nadie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meeting night</source>
        <translation>Noche de presentación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night {n}</source>
        <translation>Noche {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {n}</source>
        <translation>Día {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>charge {who}</source>
        <translation>acusar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>execute {who}</source>
        <translation>ejecutar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convict {who}</source>
        <translation>condenar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jail {who}</source>
        <translation>encarcelar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>should {who} all leave?</source>
        <translation>¿salen todos ({who})?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The mafia meet, then the {title} meets the host. No one is killed tonight.</source>
        <translation>La mafia se reúne y luego el {title} se presenta al moderador. Esta noche no muere nadie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mafia open their eyes and meet. No one is killed tonight.</source>
        <translation>La mafia abre los ojos y se conoce. Esta noche no muere nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town sleeps.</source>
        <translation>El pueblo duerme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Talk: there is no vote on the first day.</source>
        <translation>Debate: el primer día no hay votación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion and accusations.</source>
        <translation>Debate y acusaciones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{accuser} accuses {suspect}. Is there a second?</source>
        <translation>{accuser} acusa a {suspect}. ¿Alguien apoya la acusación?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to charge {who}</source>
        <translation>Votación para acusar formalmente a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last words, then the vote to execute {who}</source>
        <translation>Últimas palabras y luego la votación para ejecutar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the vote to convict {who}</source>
        <translation>Defensa y luego la votación para condenar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence, then the revote to jail {who}</source>
        <translation>Defensa y luego la nueva votación para encarcelar a {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should {who} all leave?</source>
        <translation>¿Deben salir todos ({who})?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{question} {needed}.</source>
        <translation>{question} {needed}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speeches and nominations. Nominated: {who}.</source>
        <translation>Intervenciones y nominaciones. Nominados: {who}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeches and nominations.</source>
        <translation>Intervenciones y nominaciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discussion, then every hand votes once.</source>
        <translation>Debate y luego cada mano vota una vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: {who} defend, then the vote again.</source>
        <translation>Empate: {who} se defienden y luego se vuelve a votar.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tap the player who nominates.</source>
        <translation>Toca al jugador que nomina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they nominate.</source>
        <translation>{actor}: toca al jugador que nomine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who accuses.</source>
        <translation>Toca al jugador que acusa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{actor}: tap the player they accuse.</source>
        <translation>{actor}: toca al jugador que acuse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player who seconds.</source>
        <translation>Toca al jugador que apoya la acusación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes someone with them: tap whom they name, or Nobody if they spare everyone.</source>
        <translation>{player} se lleva a alguien consigo: toca al que nombre, o Nadie si perdona a todos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap the player who shows the Mayor&apos;s card: the app checks it, and says if it is not.</source>
        <translation>Toca al jugador que muestra la carta de Alcalde: la aplicación la comprueba y avisa si no lo es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap every raised hand, then count.</source>
        <translation>Toca cada mano alzada y luego cuenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the player being voted on.</source>
        <translation>Toca al jugador que se somete a votación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s best move: tap the three players they name ({count} of 3).</source>
        <translation>Mejor jugada de {name}: toca a los tres jugadores que nombre ({count} de 3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands for {candidate}: tap each raised hand.</source>
        <translation>Manos por {candidate}: toca cada mano alzada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the meeting happen, then call the morning.</source>
        <translation>Deja que se haga la presentación y luego anuncia la mañana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone has been called. Call the morning.</source>
        <translation>Ya se ha llamado a todos. Anuncia la mañana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under these rules the mafia must choose a victim: go back to the mafia.</source>
        <translation>Con estas reglas, la mafia debe elegir víctima: vuelve a la mafia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mafia, eyes shut: read each seat out and tap every player who signs at it.</source>
        <translation>Mafia, ojos cerrados: lee cada asiento en voz alta y toca a cada jugador que haga una señal en él.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mafia, eyes shut: tap every player who signs at the seat called. The list moves on.</source>
        <translation>Mafia, ojos cerrados: toca a cada jugador que haga una señal en el asiento nombrado. La lista avanza sola.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is paused. Tap every player who signs at the seat called.</source>
        <translation>La lista está en pausa. Toca a cada jugador que haga una señal en el asiento nombrado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list is called to its end and nobody signed: no shot. Go on, or call it again.</source>
        <translation>Se ha leído la lista entera y nadie ha hecho una señal: no hay disparo. Sigue o vuelve a leerla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {seat} — {name}</source>
        <translation>Asiento {seat} — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the list</source>
        <translation>Fin de la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The checking role wakes: tap the player they point at.</source>
        <translation>Despierta el rol que comprueba: toca al jugador que señale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Don wakes: tap the player he points at.</source>
        <translation>Despierta el Padrino: toca al jugador que señale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protector wakes: tap the player they protect.</source>
        <translation>Despierta el protector: toca al jugador que proteja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the button to see the answer; then call the next role.</source>
        <translation>Mantén pulsado el botón para ver la respuesta; luego llama al siguiente rol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last words are said, night falls.</source>
        <translation>Cuando se hayan dicho las últimas palabras, cae la noche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone sees who went out and their card; then night falls.</source>
        <translation>Todos ven quién ha salido y su carta; luego cae la noche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone sees who went out; then night falls.</source>
        <translation>Todos ven quién ha salido; luego cae la noche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose card? Tap the seat of the player who wants to see their card again.</source>
        <translation>¿De quién es la carta? Toca el asiento del jugador que quiere volver a ver su carta.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{title}, wake up: press what they do tonight, then tap the player.</source>
        <translation>{title}, despierta: pulsa lo que hace esta noche y luego toca al jugador.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marked: {names}. Tap the next player they name.</source>
        <translation>Marcados: {names}. Toca al siguiente jugador que nombre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first} or {last}</source>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{act} (once a game)</source>
        <translation>{act} (una vez por partida)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{act} ({count} times a game)</source>
        <translation>{act} ({count} veces por partida)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+331"/>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See a card again</source>
        <translation>Ver una carta otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominate</source>
        <translation>Nominar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuse</source>
        <translation>Acusar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second</source>
        <translation>Apoyar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayor&apos;s card</source>
        <translation>Carta de Alcalde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+690"/>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <location line="-689"/>
        <source>Vote</source>
        <translation>Votar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the day</source>
        <translation>Terminar el día</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Night falls</source>
        <translation>Cae la noche</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Time is up: fate picks</source>
        <translation>Tiempo agotado: decide la suerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next candidate</source>
        <translation>Siguiente candidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous candidate</source>
        <translation>Candidato anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another candidate</source>
        <translation>Otro candidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>Contar los votos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+682"/>
        <source>Morning</source>
        <translation>Amanece</translation>
    </message>
    <message>
        <location line="-681"/>
        <source>Next seat</source>
        <translation>Siguiente asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seat: done</source>
        <translation>Último asiento: hecho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the list</source>
        <translation>Empezar la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the list</source>
        <translation>Pausar la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the list</source>
        <translation>Reanudar la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call this seat again</source>
        <translation>Volver a nombrar este asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one seat</source>
        <translation>Un asiento atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shot: go on</source>
        <translation>Sin disparo: seguir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the list again</source>
        <translation>Volver a leer la lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Next role</source>
        <translation>Siguiente rol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next player of this role</source>
        <translation>El siguiente jugador con este rol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night falls: pass the laptop</source>
        <translation>Cae la noche: pasa el portátil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move: {name}</source>
        <translation>Mejor jugada: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra points…</source>
        <translation>Puntos extra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the best move ({count} of 3)</source>
        <translation>Anotar la mejor jugada ({count} de 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{by} accuses {target}</source>
        <translation>{by} acusa a {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} nominates {target}</source>
        <translation>{by} nomina a {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{by} seconds the accusation of {target}</source>
        <translation>{by} apoya la acusación contra {target}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No second: the accusation of {target} lapses</source>
        <translation>Sin apoyo: la acusación contra {target} decae</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>aprobada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Should {who} all leave? {yes} yes, {needed} needed — {result}</source>
        <translation>¿Salen todos ({who})? {yes} a favor, se necesitan {needed} — {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vote to {motion}: {yes} yes, {needed} needed — {result}</source>
        <translation>Votación para {motion}: {yes} a favor, se necesitan {needed} — {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votes: </source>
        <translation>Votos: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie between {who}</source>
        <translation>Empate entre {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is cleared</source>
        <translation>Absolución para {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was killed in the night</source>
        <translation>Han matado a {player} durante la noche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time ran out: fate picks {player}, who dies</source>
        <translation>Se acabó el tiempo: la suerte elige a {player}, que muere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by a fourth foul, without last words</source>
        <translation>{player}: expulsión por cuarta falta, sin últimas palabras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} is removed by technical fouls, without last words</source>
        <translation>{player}: expulsión por faltas técnicas, sin últimas palabras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is removed by the referee, without last words</source>
        <translation>{player}: expulsión por decisión del moderador, sin últimas palabras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gives up the game and leaves, without last words</source>
        <translation>{player} se rinde y sale de la partida, sin últimas palabras</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} is out by the vote</source>
        <translation>{player} sale por votación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s card: {role}</source>
        <translation>Carta de {player}: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one died: {player} was saved</source>
        <translation>No murió nadie: se salvó {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one died: the victim was saved</source>
        <translation>No murió nadie: la víctima se salvó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good morning: no one died</source>
        <translation>Hoy amanece un buen día: no murió nadie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{by} takes {target} with them</source>
        <translation>{by} se lleva consigo a {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} spares everyone</source>
        <translation>{by} perdona a todos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} shows the Mayor&apos;s card: their hand counts two</source>
        <translation>{player} muestra la carta de Alcalde: su mano vale por dos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} was shot by the mafia and joins them</source>
        <translation>{player} recibe el disparo de la mafia y se une a ella</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} was attacked in the night and is unharmed</source>
        <translation>{player}: ataque nocturno, sin daño</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player}: third foul, and the next speech is half its time</source>
        <translation>{player}: tercera falta, y la próxima intervención dura la mitad</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeches start with {first}</source>
        <translation>Las intervenciones empiezan por {first}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{player}: this speech is half its time (three fouls)</source>
        <translation>{player}: esta intervención dura la mitad (tres faltas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: technical foul {count}</source>
        <translation>{player}: falta técnica {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One candidate on the first day ({player}): no vote, the night falls</source>
        <translation>Un solo nominado el primer día ({player}): no hay votación, cae la noche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Don&apos;s shooting order: {named}</source>
        <translation>Orden de disparo del Padrino: {named}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player}: third foul, and the next speech is lost</source>
        <translation>{player}: tercera falta, y pierde la próxima intervención</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: foul {count}</source>
        <translation>{player}: falta {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} loses this speech (three fouls)</source>
        <translation>{player} pierde esta intervención (tres faltas)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player}&apos;s best move: {named}</source>
        <translation>Mejor jugada de {player}: {named}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s best move: {named} ({mafia} of them mafia)</source>
        <translation>Mejor jugada de {player}: {named} ({mafia} de la mafia)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extra points for {player}: {points} ({reason})</source>
        <translation>Puntos extra para {player}: {points} ({reason})</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The {by}: {result}</source>
        <translation>{by}: {result}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {by}: {targets} — {result}</source>
        <translation>{by}: {targets} — {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {by}: mafia</source>
        <translation>{by}: mafia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The {by}: not mafia</source>
        <translation>{by}: no mafia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {by} found the {title}</source>
        <translation>El {by} ha encontrado {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {by}: not the {title}</source>
        <translation>{by}: no es {title}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} speaks</source>
        <translation>Habla {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Last words: {who}</source>
        <translation>Últimas palabras: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence: {who}</source>
        <translation>Defensa: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left today</source>
        <translation>Tiempo restante hoy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a name cannot be empty</source>
        <translation>un nombre no puede estar vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name can have at most 24 characters</source>
        <translation>un nombre puede tener como máximo 24 caracteres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain line breaks or tabs</source>
        <translation>un nombre no puede contener saltos de línea ni tabulaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name looks the same as another player&apos;s (ignoring case)</source>
        <translation>este nombre se ve igual que el de otro jugador (sin distinguir mayúsculas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot contain invisible or text-direction characters (zero-width, bidi)</source>
        <translation>un nombre no puede contener caracteres invisibles ni de dirección del texto (de ancho cero, bidi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name needs at least one letter, digit or sign that shows</source>
        <translation>un nombre necesita al menos una letra, un dígito o un signo visible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {seat} ({name}): {reason}.</source>
        <translation>Asiento {seat} ({name}): {reason}.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Everyone has seen their card. Give the laptop back to the host.</source>
        <translation>Todos han visto su carta. Devuelve el portátil al moderador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thank you. Put the laptop back where it was.</source>
        <translation>Gracias. Deja el portátil donde estaba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every role has been called: the night is over. The laptop stays in the middle.</source>
        <translation>Se ha llamado a todos los roles: la noche ha terminado. El portátil se queda en el centro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The laptop&apos;s turns are over. The night waits for the phones.</source>
        <translation>Los turnos del portátil han terminado. La noche espera a los teléfonos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Put the laptop back in the middle.</source>
        <translation>Todos han jugado su turno. Vuelve a dejar el portátil en el centro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has had their turn. Pass the laptop back to the table.</source>
        <translation>Todos han jugado su turno. Devuelve el portátil a la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{role}, wake up</source>
        <translation>{role}, despierta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the laptop to {who} (seat {seat})</source>
        <translation>Pasa el portátil a {who} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}&apos;s turn (seat {seat})</source>
        <translation>Turno de {who} (asiento {seat})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap a seat first, then Confirm.</source>
        <translation>Primero toca un asiento y luego Confirmar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That choice is not possible: pick another player.</source>
        <translation>Esa elección no es posible: elige a otro jugador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which card do you hold? Choose it below, then Confirm.</source>
        <translation>¿Qué carta tienes? Elígela abajo y luego Confirmar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are: {role}</source>
        <translation>Eres: {role}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other mafia:</source>
        <translation>El resto de la mafia:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who do you suspect most?</source>
        <translation>¿De quién sospechas más?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whom do you trust most?</source>
        <translation>¿En quién confías más?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who has been quietest today?</source>
        <translation>¿Quién ha hablado menos hoy?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Thank you. Your answer is noted.</source>
        <translation>Gracias. Tu respuesta queda anotada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose below what you do tonight; then tap the player and Confirm. The step ends by itself when its time is up.</source>
        <translation>Elige abajo qué haces esta noche; luego toca al jugador y Confirmar. El paso termina solo cuando se acaba su tiempo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tap the player you choose, then Confirm. The step ends by itself when its time is up.</source>
        <translation>Toca al jugador que elijas y luego Confirmar. El paso termina solo cuando se acaba su tiempo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You chose: {act}.</source>
        <translation>Has elegido: {act}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+143"/>
        <source>Chosen so far: {names}. Tap the next player, then Confirm.</source>
        <translation>Elegidos hasta ahora: {names}. Toca al siguiente jugador y luego Confirmar.</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+141"/>
        <source>You name {count} players: tap the first, then Confirm.</source>
        <translation>Nombras a {count} jugadores: toca al primero y luego Confirmar.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Tap the player you choose, then Confirm.</source>
        <translation>Toca al jugador que elijas y luego Confirmar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step ends by itself when its time is up.</source>
        <translation>El paso termina solo cuando se acaba su tiempo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the host</source>
        <translation>Devolver al moderador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the table</source>
        <translation>A la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the cards</source>
        <translation>Revisar las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More time</source>
        <translation>Más tiempo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{entered} × {card} entered, but {dealt} dealt</source>
        <translation>{entered} × {card} introducidas, pero {dealt} repartidas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone enters their card again, privately.</source>
        <translation>Cada jugador vuelve a introducir su carta, en privado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{role}: {entered} entered, {dealt} dealt</source>
        <translation>{role}: {entered} introducidas, {dealt} repartidas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tap a seat to change its card.</source>
        <translation>Toca un asiento para cambiar su carta.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>So far: {target} (chosen by {by}).</source>
        <translation>Por ahora: {target} (elección de {by}).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You learn nothing tonight.</source>
        <translation>Esta noche no averiguas nada.</translation>
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
        <translation>Partidas del torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+438"/>
        <location line="+29"/>
        <location line="+373"/>
        <location line="+7"/>
        <source>Tournaments</source>
        <extracomment>the tournaments and the games were read, and the screen filled *Start this game*: the tournament, the round and the table (1-based)</extracomment>
        <translation>Torneos</translation>
    </message>
    <message>
        <location line="-377"/>
        <source>New tournament…</source>
        <translation>Nuevo torneo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The schedule and the standings</source>
        <translation>El calendario y la clasificación</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-move points</source>
        <translation>Puntos por mejor jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Faltas</translation>
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
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start this game</source>
        <translation>Empezar esta partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print schedule…</source>
        <translation>Imprimir calendario…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the tournaments…</source>
        <translation>Leyendo los torneos…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file that cannot be read</source>
        <translation>Un archivo que no se puede leer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tournament yet: New tournament… seats one.</source>
        <translation>Aún no hay torneos: Nuevo torneo… crea uno y sienta a los jugadores.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Players: %1; tables: %2; rounds: %3; played: %4 of %5</source>
        <translation>Jugadores: %1; mesas: %2; rondas: %3; jugadas: %4 de %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting out</source>
        <translation>Descansan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ranked by: %1</source>
        <translation>Clasificado por: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Delete the tournament %1? Its games stay.</source>
        <translation>¿Eliminar el torneo %1? Sus partidas se conservan.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The printer did not start; nothing was printed.</source>
        <translation>La impresora no arrancó; no se imprimió nada.</translation>
    </message>
</context>
<context>
    <name>VoiceFetch</name>
    <message>
        <location filename="../../../mafia_desktop/narration/voice_fetch.py" line="+142"/>
        <source>The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.</source>
        <translation>No se pudo descargar la voz ({reason}). No se ha guardado nada; el narrador sigue con las voces que ya tiene.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.</source>
        <translation>La descarga se cortó antes de terminar ({reason}). No se ha guardado nada: inténtalo de nuevo con una conexión más estable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file that came is not the voice expected (its checksum differs): it was deleted and nothing was installed.</source>
        <translation>El archivo recibido no es la voz esperada (su suma de comprobación no coincide): se ha borrado y no se ha instalado nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.</source>
        <translation>No hay espacio suficiente en el disco: la voz necesita {megabytes} MB libres en {folder}. No se ha guardado nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voice could not be saved in {folder} ({reason}). Nothing was kept.</source>
        <translation>No se pudo guardar la voz en {folder} ({reason}). No se ha guardado nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching the voice was cancelled. Nothing was kept.</source>
        <translation>Se canceló la descarga de la voz. No se ha guardado nada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the voice&apos;s two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.</source>
        <translation>Esta copia de la aplicación no puede abrir conexiones seguras (HTTPS), así que no puede descargar la voz. Coloca a mano los dos archivos de la voz ({name}.onnx y {name}.onnx.json) en {folder}.</translation>
    </message>
</context>
<context>
    <name>VoiceFetchRow</name>
    <message>
        <location filename="../../../mafia_desktop/ui/dialogs/voice_fetch_row.py" line="+52"/>
        <source>Fetch the voice</source>
        <translation>Descargar la voz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fetching the voice</source>
        <translation>Descargando la voz</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No Piper voice is offered for this language.</source>
        <translation>No hay ninguna voz de Piper para este idioma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piper&apos;s neural voices need the piper-tts package (pip install piper-tts); the narrator speaks with Festival or espeak-ng meanwhile.</source>
        <translation>Las voces neuronales de Piper necesitan el paquete piper-tts (pip install piper-tts); mientras tanto, el narrador habla con Festival o espeak-ng.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Piper&apos;s voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng.</source>
        <translation>Las voces de Piper no pueden hablar aquí (%1); el narrador habla con Festival o espeak-ng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Piper&apos;s neural voice %1 is installed.</source>
        <translation>La voz neuronal %1 de Piper está instalada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A clearer neural voice: Piper&apos;s %1 (%2 MB), fetched from the Piper project only when you ask. The app works without it.</source>
        <translation>Una voz neuronal más clara: %1 de Piper (%2 MB), que se descarga del proyecto Piper solo si lo pides. La aplicación funciona sin ella.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fetching Piper&apos;s voice %1 (%2 MB)…</source>
        <translation>Descargando la voz %1 de Piper (%2 MB)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Piper&apos;s neural voice %1 is installed: the narrator speaks with it from now on.</source>
        <translation>La voz neuronal %1 de Piper está instalada: a partir de ahora, el narrador habla con ella.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
</context>
</TS>
