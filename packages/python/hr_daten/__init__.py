"""HR-Referenzdaten-API für Python: nur Standardbibliothek, synchron und asynchron."""
from ._client import AsyncClient, Client, HrDatenFehler
from ._erzeugt import OPERATIONEN
from ._offline import lade_schnappschuss

__all__ = ["Client", "AsyncClient", "HrDatenFehler", "OPERATIONEN", "lade_schnappschuss"]
__version__ = "0.1.0"
