import sys
data = open(sys.argv[1], 'rb').read()
out = bytearray(data[:8]); i = 8
def leb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1; r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i
while i < len(data):
    sid = data[i]; size, j = leb(data, i + 1); end = j + size
    if sid != 0: out += data[i:end]
    i = end
open(sys.argv[2], 'wb').write(out)
