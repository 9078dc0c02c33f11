# Build StudDesk's Windows installer from a clean checkout (PowerShell 5.1 or 7):
#   dist\studdesk\                               the one-folder bundle (studdesk.exe, studdesk-gui.exe)
#   dist\StudDesk-<version>-windows-x64-setup.exe  the Inno Setup installer
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11 or newer as `python` (or $env:PYTHON) and Inno Setup 6.3 or newer (ISCC.exe
# on PATH or in its default folder; `choco install innosetup` installs it).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$start = Get-Date

function Invoke-Checked {
    # Run a program and stop the build when it fails (PowerShell does not, for programs). No
    # param block, so that arguments such as -m reach the program untouched.
    $program, $rest = $args
    & $program @rest
    if ($LASTEXITCODE -ne 0) { throw "$program $rest failed with exit code $LASTEXITCODE" }
}

$python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$venv = "build\windows\venv"
$vpy = "$venv\Scripts\python.exe"
if (-not (Test-Path $vpy)) {
    Write-Host "==> creating the build environment $venv"
    Invoke-Checked $python -m venv $venv
}
Write-Host "==> installing StudDesk, its dependencies, PyInstaller and Pillow"
Invoke-Checked $vpy -m pip install -q --upgrade pip
Invoke-Checked $vpy -m pip install -q . "pyinstaller>=6.10,<7" "pillow>=10"

Write-Host "==> making packaging\windows\studdesk.ico"
Invoke-Checked $vpy packaging\make_ico.py

Write-Host "==> building the bundle dist\studdesk (PyInstaller)"
if (Test-Path dist\studdesk) { Remove-Item -Recurse -Force dist\studdesk }
Invoke-Checked "$venv\Scripts\pyinstaller.exe" --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\windows\pyinstaller packaging\studdesk.spec

Write-Host "==> running the bundle"
$version = (& $vpy -c "import studdesk; print(studdesk.__version__)").Trim()
$said = (& dist\studdesk\studdesk.exe --version | Out-String).Trim()
if ($said -ne "studdesk $version") { throw "the bundle says '$said', expected 'studdesk $version'" }
$help = & dist\studdesk\studdesk.exe --help | Out-String
if ($help -match "self-test") {
    $env:QT_QPA_PLATFORM = "offscreen"
    Invoke-Checked dist\studdesk\studdesk.exe self-test
    Remove-Item Env:QT_QPA_PLATFORM
} else {
    Write-Host "note: the app has no 'self-test' command yet; only --version was run"
}

Write-Host "==> making the installer (Inno Setup)"
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    $iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
              "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe") |
        Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $iscc) { throw "ISCC.exe (Inno Setup 6) not found; install it with: choco install innosetup" }
Invoke-Checked $iscc /Q "/DAppVersion=$version" packaging\windows\studdesk.iss

$setup = "dist\StudDesk-$version-windows-x64-setup.exe"
$bundleMB = (Get-ChildItem dist\studdesk -Recurse -File | Measure-Object Length -Sum).Sum / 1MB
Write-Host ("==> done in {0:N0} s" -f ((Get-Date) - $start).TotalSeconds)
Write-Host ("  bundle     {0:N0} MB  dist\studdesk\" -f $bundleMB)
Write-Host ("  installer  {0:N0} MB  $setup" -f ((Get-Item $setup).Length / 1MB))
