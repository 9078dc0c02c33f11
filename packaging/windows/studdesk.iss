; Inno Setup 6 script for StudDesk's Windows installer.
;
;   iscc packaging\windows\studdesk.iss            (after PyInstaller has made dist\studdesk\)
;   iscc /DAppVersion=1.2.3 packaging\windows\studdesk.iss
;
; It packs dist\studdesk\ (studdesk.exe: the console command; studdesk-gui.exe: the windowed game)
; into dist\StudDesk-<version>-windows-x64-setup.exe. packaging\windows\build.ps1 runs the whole
; chain. Needs Inno Setup 6.3 or newer (x64compatible, and the Bulgarian and Hungarian messages).

#define AppName "StudDesk"
#define Bundle AddBackslash(SourcePath) + "..\..\dist\studdesk"
#ifndef AppVersion
  ; The version the spec wrote into the executable's file properties.
  #define AppVersion GetStringFileInfo(Bundle + "\studdesk.exe", "ProductVersion")
#endif
#if AppVersion == ""
  #error dist\studdesk\studdesk.exe is missing or has no version; build the bundle first
#endif
#define Languages AddBackslash(CompilerPath) + "Languages\"
#if !FileExists(Languages + "Bulgarian.isl") || !FileExists(Languages + "Hungarian.isl")
  #error This Inno Setup has no Bulgarian or Hungarian messages; install Inno Setup 6.3 or newer
#endif

[Setup]
; AppId identifies StudDesk to Windows across versions: never change it.
AppId={{7D1F6D68-F85C-43E3-8A57-DD8508AFDC09}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The StudDesk team
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\StudDesk
DefaultGroupName=StudDesk
DisableProgramGroupPage=yes
; Installs for the current user without elevation; the first page offers "for all users".
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=StudDesk-{#AppVersion}-windows-x64-setup
SetupIconFile=studdesk.ico
UninstallDisplayIcon={app}\studdesk-gui.exe
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "hungarian"; MessagesFile: "compiler:Languages\Hungarian.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "bulgarian"; MessagesFile: "compiler:Languages\Bulgarian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A new version's bundle replaces the old one whole, so no stale library is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\studdesk-gui.exe"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\studdesk-gui.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\studdesk-gui.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
