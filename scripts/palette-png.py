#!/usr/bin/env python3
"""Re-encodes an 8-bit RGB PNG as a palette PNG (at most 256 colours, the nearest kept colour for the rest).

The app icons are flat drawings with a few hundred anti-aliased edge colours: as palette PNGs they weigh half as
much, which counts in the first load (issue 14). Usage: python3 scripts/palette-png.py in.png out.png"""
import zlib, struct, sys
from collections import Counter
def read(path):
    d=open(path,'rb').read(); assert d[:8]==b'\x89PNG\r\n\x1a\n'
    i=8; idat=b''; 
    while i<len(d):
        n,=struct.unpack('>I',d[i:i+4]); t=d[i+4:i+8]; c=d[i+8:i+8+n]; i+=12+n
        if t==b'IHDR': w,h,bd,ct=struct.unpack('>IIBB',c[:10])
        if t==b'IDAT': idat+=c
    assert bd==8 and ct==2
    raw=zlib.decompress(idat); bpp=3; stride=w*3; rows=[]; prev=bytearray(stride); p=0
    for y in range(h):
        f=raw[p]; line=bytearray(raw[p+1:p+1+stride]); p+=1+stride
        for x in range(stride):
            a=line[x-bpp] if x>=bpp else 0; b=prev[x]; c=prev[x-bpp] if x>=bpp else 0
            if f==1: line[x]=(line[x]+a)&255
            elif f==2: line[x]=(line[x]+b)&255
            elif f==3: line[x]=(line[x]+(a+b)//2)&255
            elif f==4:
                pa=abs(b-c); pb=abs(a-c); pc=abs(a+b-2*c)
                pr=a if pa<=pb and pa<=pc else (b if pb<=pc else c)
                line[x]=(line[x]+pr)&255
        rows.append(bytes(line)); prev=line
    return w,h,rows
def chunk(t,c): return struct.pack('>I',len(c))+t+c+struct.pack('>I',zlib.crc32(t+c)&0xffffffff)
w,h,rows=read(sys.argv[1])
px=[r[i:i+3] for r in rows for i in range(0,len(r),3)]
cnt=Counter(px); print('colors',len(cnt))
pal=[c for c,_ in cnt.most_common(256)]
idx={c:i for i,c in enumerate(pal)}
def near(c):
    if c in idx: return idx[c]
    best=min(range(len(pal)),key=lambda i:sum((pal[i][k]-c[k])**2 for k in range(3))); idx[c]=best; return best
out=b''.join(b'\x00'+bytes(near(px[y*w+x]) for x in range(w)) for y in range(h))
png=b'\x89PNG\r\n\x1a\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',w,h,8,3,0,0,0))+chunk(b'PLTE',b''.join(pal))+chunk(b'IDAT',zlib.compress(out,9))+chunk(b'IEND',b'')
open(sys.argv[2],'wb').write(png); print(len(png))
