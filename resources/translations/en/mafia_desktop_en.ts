<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CliCounts</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/cli.py" line="+616"/>
        <source>engine: {engine}, %n voice(s)</source>
        <translation>
            <numerusform>engine: {engine}, %n voice</numerusform>
            <numerusform>engine: {engine}, %n voices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the voices that speak {language} are {voices} (%n in all).</source>
        <translation>
            <numerusform>the voices that speak {language} are {voices} (%n in all).</numerusform>
            <numerusform>the voices that speak {language} are {voices} (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>speech: {engine}, voice {voice} ({language}), %n word(s) a minute</source>
        <translation>
            <numerusform>speech: {engine}, voice {voice} ({language}), %n word a minute</numerusform>
            <numerusform>speech: {engine}, voice {voice} ({language}), %n words a minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n informed game(s)</source>
        <translation>
            <numerusform>%n informed game</numerusform>
            <numerusform>%n informed games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/phrases.py" line="+187"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {voters} votes needed</source>
        <translation>
            <numerusform>%n of {voters} votes needed</numerusform>
            <numerusform>%n of {voters} votes needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Count: %n yes</source>
        <translation>
            <numerusform>Count: %n yes</numerusform>
            <numerusform>Count: %n yes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the vote with %n hand(s)</source>
        <translation>
            <numerusform>the vote with %n hand</numerusform>
            <numerusform>the vote with %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message numerus="yes">
        <location filename="../../../mafia_desktop/ui/common/rating_chart.py" line="+80"/>
        <source>%1: red rating %2 after %n game(s) for the town</source>
        <translation>
            <numerusform>%1: red rating %2 after %n game for the town</numerusform>
            <numerusform>%1: red rating %2 after %n games for the town</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black rating %1 after %n game(s) for the mafia</source>
        <translation>
            <numerusform>black rating %1 after %n game for the mafia</numerusform>
            <numerusform>black rating %1 after %n games for the mafia</numerusform>
        </translation>
    </message>
</context>
</TS>
